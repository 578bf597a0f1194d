// Stands in for react-devtools-core, which Ink loads only under DEV=true and which Leaves does not ship.
export default { initialize() {}, connectToDevTools() {} };
