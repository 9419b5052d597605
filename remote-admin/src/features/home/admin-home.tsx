import { Card, CardContent, Container, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useSession } from '@dutylink/api-client';
import { ADMIN_SECTIONS } from './admin-sections';

/** /admin until the analytics and management screens arrive: who is signed in and what the area oversees. */
export function AdminHome() {
  const user = useSession((s) => s.user);

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {user?.name ? `Welcome, ${user.name}` : 'Welcome'}
          </Typography>
          <Typography color="text.secondary">The admin area oversees:</Typography>
          <List aria-label="Admin sections">
            {ADMIN_SECTIONS.map(({ name, summary }) => (
              <ListItem key={name} divider>
                <ListItemText primary={name} secondary={summary} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Container>
  );
}
