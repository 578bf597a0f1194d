// Stands in for stack-utils, which Ink uses only to pretty-print the stack of an error thrown while
// rendering; building its regexes costs about 6 ms at every start. Without it Ink prints those
// lines as they are.
export default class StackUtils {
  static nodeInternals() {
    return [];
  }
  parseLine() {
    return null;
  }
}
