/**
 * Own properties of plain records holding untrusted data: a key a server chose (`__proto__`,
 * `constructor`) is set and read as data, never through the prototype.
 */
/**
 * Sets an own, enumerable property. Plain assignment of `__proto__` changes the prototype
 * instead: a tool or schema property of that name would vanish from the contract.
 */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
/** The value of an own property only: `record.constructor` is Object's, not the data's. */
function ownValue(record, key) {
    return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
/** A JSON object: not null and not an array, both of which `typeof` calls "object". */
function isJsonObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export { isJsonObject as i, ownValue as o, setOwn as s };
