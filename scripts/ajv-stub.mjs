// Stands in for ajv and ajv-formats: conf imports them but builds a validator only when given a
// schema, and Leaves gives none (it checks its own data). Keeping them out of the bundle saves
// start-up time. Should a schema ever be passed, this fails loudly instead of skipping checks.
export class Ajv2020 {
  constructor() {
    throw new Error('Leaves bundles no JSON-schema validator: conf was given a schema.');
  }
}
export default { default: () => {} };
