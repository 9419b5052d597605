export function newJobBody(editable: Record<string, Record<string, unknown>>, title: string, day: string): Record<string, unknown>;
