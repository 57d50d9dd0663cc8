import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { loginErrorFor, type LoginError } from './login-error';
import { RESET_NEEDS_EMAIL, resetOutcomeFor, resetSent, type ResetOutcome } from './password-reset';

export function LoginForm() {
  const { auth } = useRouteContext({ from: '__root__' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<LoginError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [reset, setReset] = useState<ResetOutcome | null>(null);
  const [resetting, setResetting] = useState(false);

  const sendReset = async (emailInput: HTMLInputElement | null): Promise<void> => {
    const address = email.trim();
    if (address === '' || emailInput?.validity.typeMismatch) {
      setReset({ sent: false, message: RESET_NEEDS_EMAIL });
      emailInput?.focus();
      return;
    }
    setResetting(true);
    setReset(null);
    try {
      await auth.sendPasswordReset(address);
      setReset(resetSent(address));
    } catch (failure) {
      setReset(resetOutcomeFor(address, failure));
    } finally {
      setResetting(false);
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await auth.signIn(email.trim(), password);
    } catch (failure) {
      setError(loginErrorFor(failure));
      setSubmitting(false);
    }
  };

  return (
    <Paper component="section" withBorder p="xl" maw={420} mx="auto" aria-labelledby="login-title">
      {/* method="post": a password never goes into a URL, even if the browser sent the form itself. */}
      <form method="post" onSubmit={(event) => void submit(event)} noValidate={false}>
        <Stack>
          <Title order={1} id="login-title" size="h2">
            Admin Login
          </Title>
          {error && (
            <Alert color="red" role="alert" title={error.message}>
              {error.checkWhatWasTyped ? 'Check your e-mail address and password and try again.' : null}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={submitting}>
            Login
          </Button>
          <Button
            type="button"
            variant="subtle"
            disabled={resetting}
            style={{ alignSelf: 'center' }}
            onClick={(event) => {
              const input = event.currentTarget.form?.elements.namedItem('email');
              void sendReset(input instanceof HTMLInputElement ? input : null);
            }}
          >
            {resetting ? 'Sending...' : 'Forgot password?'}
          </Button>
          {/* Always in the page, so a screen reader hears the answer when it arrives. */}
          <Text role="status" size="sm">
            {reset?.sent ? reset.message : null}
          </Text>
          {reset && !reset.sent && (
            <Text role="alert" size="sm" c="red.8">
              {reset.message}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
