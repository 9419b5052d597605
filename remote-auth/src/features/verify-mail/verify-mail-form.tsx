import { useState } from 'react';
import { Box, Button, Stack, Typography, TextField } from '@mui/material';
import { Form, Formik } from 'formik';
import { useNavigate } from '@dutylink/router';
import { authApi } from '@dutylink/api-client';
import { authPath, EMAIL_MAX_LENGTH, paths, safeReturnUrl, verifyMailSchema, type Role } from '@dutylink/contracts';

export interface VerifyMailFormProps {
  role: Role;
  initialEmail?: string;
  /** Where the sign-in after 'Got It', and the e-mailed link, lead. */
  returnUrl?: string | null;
}

/**
 * Spec section 2, e-mail verification: the address form, then 'Check your inbox'. The server
 * refuses to send without a signed-in user of `role`; its error toast then explains why.
 */
export function VerifyMailForm({ role, initialEmail = '', returnUrl = null }: VerifyMailFormProps) {
  const navigate = useNavigate();
  const [sent, setSent] = useState<{ email: string; validHours: number } | null>(null);

  if (sent) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">Check your inbox</Typography>
        <Typography>
          We sent a confirmation link to{' '}
          <Box component="strong" sx={{ wordBreak: 'break-all' }}>
            {sent.email}
          </Box>
          .
        </Typography>
        <Typography>The link is valid for {sent.validHours} hours.</Typography>
        <Typography>If you don&apos;t see the email, check your spam folder.</Typography>
        <Button variant="contained" size="large" onClick={() => navigate(authPath(paths.signIn, role, returnUrl))}>
          Got It
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h1">We need to confirm your email</Typography>
      <Formik
        initialValues={{ email: initialEmail }}
        validationSchema={verifyMailSchema}
        onSubmit={async ({ email }) => {
          const address = email.trim();
          const validHours = await authApi.emailSendCode(role, address, safeReturnUrl(returnUrl));
          if (validHours !== undefined) setSent({ email: address, validHours });
        }}
      >
        {({ values, errors, touched, isSubmitting, handleChange, handleBlur }) => (
          <Form noValidate>
            <Stack spacing={3}>
              <TextField
                name="email"
                type="email"
                label="Email"
                autoComplete="email"
                value={values.email}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.email && !!errors.email}
                helperText={touched.email && errors.email}
                disabled={isSubmitting}
                slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
                autoFocus
              />
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                Sign Up
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
