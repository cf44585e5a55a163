const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs; checking their shape first means PostgreSQL never sees a malformed uuid. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
