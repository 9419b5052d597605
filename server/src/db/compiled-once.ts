import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connect';

/** Stands for a parameter while the statement is built: only its place among the compiled parameters is kept. */
class Slot {
  constructor(readonly key: string) {}

  /** Written into the text, or computed with (`${slot}`, slot + 1, slot < 2): refused, since the statement is kept. */
  [Symbol.toPrimitive](): never {
    throw new Error(`compiledOnce: the parameter ${this.key} must be used as a value of the statement, not to write its text`);
  }
}

type Shape = { compiled: CompiledQuery; slots: (Slot | unknown)[] };

/**
 * A statement whose SQL text never changes, built and compiled once per database and `shape`, then only
 * bound: Kysely builds an immutable tree and compiles it on every call, which was a third of the server's
 * CPU for one job (bench/README.md, "Server CPU per request"). `build` gets stand-ins for its parameters
 * and must use each as a value (compared, inserted, selected), never to decide what SQL it writes: a
 * stand-in written into the text or computed with is refused at the first call (one tested for truth is
 * always true, so never test one). What does decide the text goes into `shape`, e.g. which kind of viewer asks. At most `maxShapes` are
 * kept per database, the first made going first.
 */
export function compiledOnce<P extends Record<string, unknown>, R>(build: (db: Db, params: P, shape: string) => Compilable<R>, maxShapes = 100) {
  const shapes = new WeakMap<Db, Map<string, Shape>>();
  const shapeFor = (db: Db, shape: string): Shape => {
    let byShape = shapes.get(db);
    if (!byShape) shapes.set(db, (byShape = new Map()));
    let found = byShape.get(shape);
    if (!found) {
      const standIns = new Proxy({} as P, { get: (_target, key: string) => new Slot(key) });
      const compiled = build(db, standIns, shape).compile();
      found = { compiled, slots: [...compiled.parameters] };
      byShape.set(shape, found);
      if (byShape.size > maxShapes) byShape.delete(byShape.keys().next().value!);
    }
    return found;
  };
  return async (db: Db, params: P, shape = ''): Promise<R[]> => {
    const { compiled, slots } = shapeFor(db, shape);
    const parameters = slots.map((slot) => (slot instanceof Slot ? params[slot.key] : slot));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
