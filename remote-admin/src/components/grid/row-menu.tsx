import { useId, useState } from 'react';
import { Box, IconButton, MenuItem, Menu } from '@mui/material';

export interface RowMenuAction {
  label: string;
  onClick: () => void;
}

export interface RowMenuProps {
  /** The row's name: the button reads 'Actions for <name>'. */
  name: string;
  actions: RowMenuAction[];
  /** The grid cell's tab index, so arrow-key navigation reaches the button. */
  tabIndex?: number;
}

/** The ⋮ menu of an admin grid row. */
export function RowMenu({ name, actions, tabIndex }: RowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        size="small"
        sx={{ width: 44, height: 44 }}
        aria-label={`Actions for ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? true : undefined}
        tabIndex={tabIndex}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        onKeyDown={(event) => {
          // The grid would take Enter / Space as cell keys; the button keeps them.
          if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
        }}
      >
        <Box component="span" aria-hidden="true" sx={{ fontSize: 20, lineHeight: 1, width: 20 }}>
          ⋮
        </Box>
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
