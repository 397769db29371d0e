// How a finding's detail shows values: short JSON, a short list, one value or the list.

export function unwrap(values: unknown[]): unknown {
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
}

export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export function list(values: unknown[]): string {
  const shown = values.slice(0, 6).map(show).join(', ');
  return values.length > 6 ? `${shown}, … (${values.length} in all)` : shown;
}
