import { Card, CardContent, Chip, Container, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useSession } from '@dutylink/api-client';
import { employeeSteps } from './profile-steps';

/** /employee until the profile wizard and job lists arrive: who is signed in and how far the profile is. */
export function EmployeeHome() {
  const user = useSession((s) => s.user);
  const steps = employeeSteps(user?.filledStep ?? []);
  const filledCount = steps.filter((s) => s.filled).length;

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {user?.name ? `Welcome, ${user.name}` : 'Welcome'}
          </Typography>
          <Typography color="text.secondary">
            Your employee profile: {filledCount} of {steps.length} steps filled.
          </Typography>
          <List aria-label="Profile steps">
            {steps.map(({ step, label, filled }) => (
              <ListItem key={step} divider secondaryAction={<Chip size="small" label={filled ? 'Filled' : 'Not filled'} color={filled ? 'success' : 'default'} />}>
                <ListItemText primary={label} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Container>
  );
}
