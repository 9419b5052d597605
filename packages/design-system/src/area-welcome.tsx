import type { ReactNode } from 'react';
import { Card, CardContent, Chip, Container, List, ListItem, ListItemText, Typography } from '@dutylink/mui';

export interface AreaWelcomeItem {
  key: string | number;
  label: string;
  secondary?: string;
  /** A status tag shown at the end of the row, e.g. 'Filled'. */
  status?: { label: string; done: boolean };
}

export interface AreaWelcomeProps {
  name: string | undefined;
  summary: ReactNode;
  listLabel: string;
  items: readonly AreaWelcomeItem[];
  /** Actions under the list, e.g. 'Delete my account'. */
  actions?: ReactNode;
}

/** The home card of a role area: who is signed in and a list of what the area holds for them. */
export function AreaWelcome({ name, summary, listLabel, items, actions }: AreaWelcomeProps) {
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {name ? `Welcome, ${name}` : 'Welcome'}
          </Typography>
          <Typography color="text.secondary">{summary}</Typography>
          <List aria-label={listLabel}>
            {items.map(({ key, label, secondary, status }) => (
              <ListItem
                key={key}
                divider
                secondaryAction={status && <Chip size="small" label={status.label} color={status.done ? 'success' : 'default'} />}
              >
                <ListItemText primary={label} secondary={secondary} />
              </ListItem>
            ))}
          </List>
          {actions}
        </CardContent>
      </Card>
    </Container>
  );
}

/** Rows for onboarding steps, tagged 'Filled' or 'Not filled'. */
export function stepItems<S extends number>(steps: readonly S[], labels: Record<S, string>, filled: readonly number[]): AreaWelcomeItem[] {
  return steps.map((step) => {
    const done = filled.includes(step);
    return { key: step, label: labels[step], status: { label: done ? 'Filled' : 'Not filled', done } };
  });
}
