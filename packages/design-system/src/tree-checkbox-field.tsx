import { memo } from 'react';
import { Box, FormControlLabel, Checkbox } from '@mui/material';
import type { TreeNode } from '@dutylink/contracts';

export interface TreeCheckboxFieldProps {
  /** Accessible name of the whole tree group, e.g. 'Metropolitan areas'. */
  label: string;
  nodes: readonly TreeNode[];
  /** Ticked ids: children, plus a parent's id while all its children are ticked (or a childless parent). */
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** Disables every checkbox; when omitted the enclosing FormControl decides. */
  disabled?: boolean;
  /** Accessible name of a parent's children group; defaults to `${label} of ${node.name}`. */
  groupLabel?: (node: TreeNode) => string;
}

/**
 * A two-level checkbox tree (e.g. metropolitan areas grouped by state). A parent's checkbox selects or
 * clears all its children and is indeterminate while only some are ticked; the parent id is kept in
 * the selection exactly while all its children are ticked.
 */
export const TreeCheckboxField = memo(function TreeCheckboxField({ label, nodes, selected, onChange, disabled, groupLabel }: TreeCheckboxFieldProps) {
  const chosenIds = new Set(selected);

  const toggleParent = (parent: TreeNode, checked: boolean) => {
    const next = new Set(chosenIds);
    for (const id of [parent.id, ...parent.children.map((child) => child.id)]) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };

  const toggleChild = (parent: TreeNode, child: TreeNode, checked: boolean) => {
    const next = new Set(chosenIds);
    if (checked) next.add(child.id);
    else next.delete(child.id);
    if (parent.children.every((item) => next.has(item.id))) next.add(parent.id);
    else next.delete(parent.id);
    onChange([...next]);
  };

  return (
    <Box
      role="group"
      aria-label={label}
      // It scrolls: keyboard users must be able to focus it even when every checkbox is disabled.
      tabIndex={0}
      sx={{ maxHeight: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}
    >
      {nodes.map((parent) => {
        const chosen = parent.children.filter((child) => chosenIds.has(child.id)).length;
        const all = parent.children.length > 0 ? chosen === parent.children.length : chosenIds.has(parent.id);
        return (
          <Box key={parent.id}>
            <FormControlLabel
              label={parent.name}
              control={
                <Checkbox
                  checked={all}
                  indeterminate={!all && chosen > 0}
                  disabled={disabled}
                  onChange={(event) => toggleParent(parent, event.target.checked)}
                />
              }
            />
            {parent.children.length > 0 && (
              <Box
                role="group"
                aria-label={groupLabel ? groupLabel(parent) : `${label} of ${parent.name}`}
                sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}
              >
                {parent.children.map((child) => (
                  <FormControlLabel
                    key={child.id}
                    label={child.name}
                    control={
                      <Checkbox
                        checked={chosenIds.has(child.id)}
                        disabled={disabled}
                        onChange={(event) => toggleChild(parent, child, event.target.checked)}
                      />
                    }
                  />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
});
