/** Adds or removes one id of a list. */
export function toggled<Id extends number>(list: readonly Id[], id: Id, checked: boolean): Id[] {
  const rest = list.filter((each) => each !== id);
  return checked ? [...rest, id] : rest;
}
