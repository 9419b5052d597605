import { createElement, type ComponentType } from 'react';

/** Renders since the last reset, by component and the field it stands for: 'TextField general.title' → 2. */
const renders = new Map<string, number>();

/** What a rendered component stands for in the tally: its name, and the field's name or label when it has one. */
function tallyKey(component: string, props: Record<string, unknown>): string {
  const field = [props.name, props.label, props.id].find((value) => typeof value === 'string');
  return field ? `${component} ${field}` : component;
}

function isComponent(name: string, value: unknown): value is ComponentType {
  if (!/^[A-Z]/.test(name)) return false;
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * For jest.mock of a component library (`@mui/material`, where every app imports MUI's components from): the
 * module with each of its components counting its renders, so a test can tell what one keystroke re-rendered. Statics such as MUI's `muiName` are kept.
 */
export function countedModule<Module extends object>(actual: Module): Module {
  const counted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(actual)) {
    if (!isComponent(name, value)) {
      counted[name] = value;
      continue;
    }
    const Counted = (props: Record<string, unknown>) => {
      const key = tallyKey(name, props);
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return createElement(value, props);
    };
    Counted.displayName = `Counted(${name})`;
    counted[name] = Object.assign(Counted, 'muiName' in value ? { muiName: value.muiName } : {});
  }
  return counted as Module;
}

export function resetRenderCounts(): void {
  renders.clear();
}

/** The renders since the last reset, as an object sorted by key (what a failed expectation prints). */
export function renderCounts(): Record<string, number> {
  return Object.fromEntries([...renders].sort(([a], [b]) => a.localeCompare(b)));
}

/** All renders since the last reset. */
export function totalRenders(): number {
  let total = 0;
  for (const count of renders.values()) total += count;
  return total;
}
