// Reading values from disk safely: whether a value is a plain record, and a record's own field
// (never one inherited from Object.prototype, whatever the key).

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
