import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState, type SubmitEvent } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorCode } from '../../lib/error-code';
import { emailProblem, type Administrator, type Invitation } from '../../shared/administrators';
import { describeFailure, inviteAdministrator, listAdministrators, removeAdministrator } from './administrators-api';
import classes from './administrators-panel.module.css';

type ListState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; list: Administrator[] };

/** Refusals about the typed address, shown beside the field rather than above the form. */
const FIELD_CODES = new Set(['functions/invalid-argument', 'functions/already-exists']);

/** `onSignedOut`: what signing out forgets on this device (the admin route knows; a feature may not import another). */
export function AdministratorsPanel({ ownEmail, onSignedOut }: { ownEmail: string; onSignedOut: () => void }) {
  const { auth } = useRouteContext({ from: '__root__' });
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<
    { kind: 'invited'; invitation: Invitation } | { kind: 'removed'; email: string } | null
  >(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Administrator | null>(null);

  const fetchList = (): void => {
    listAdministrators().then(
      ({ administrators }) => setState({ status: 'ready', list: administrators }),
      (error: unknown) => {
        console.error('Could not list the administrators', error);
        setState({ status: 'failed', message: describeFailure(error) });
      },
    );
  };
  useEffect(fetchList, []);
  const reload = (): void => {
    setState({ status: 'loading' });
    fetchList();
  };

  const invite = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setNotice(null);
    setFailure(null);
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) return;
    setInviting(true);
    try {
      const invitation = await inviteAdministrator(email);
      setEmail('');
      setNotice({ kind: 'invited', invitation });
      fetchList();
    } catch (error) {
      console.error('Inviting the administrator failed', error);
      if (FIELD_CODES.has(errorCode(error) ?? '')) setFieldError(describeFailure(error));
      else setFailure(describeFailure(error));
    } finally {
      setInviting(false);
    }
  };

  const isSelf = (administrator: Administrator): boolean => administrator.email === ownEmail.toLowerCase();

  return (
    <Paper component="section" withBorder p="xl" aria-labelledby="administrators-title">
      <Stack>
        <Title order={2} id="administrators-title">
          Administrators
        </Title>
        <Text>
          Administrators write posts and manage the site. Invite someone by their e-mail address; at least one
          administrator always remains.
        </Text>
        {notice && (
          <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
            {notice.kind === 'removed' ? (
              `${notice.email} is no longer an administrator.`
            ) : (
              <InvitationNotice invitation={notice.invitation} />
            )}
          </Alert>
        )}
        {state.status === 'loading' && <Text role="status">Loading...</Text>}
        {state.status === 'failed' && (
          <Alert color="red" role="alert" title="The administrators could not be listed">
            <Stack align="flex-start" gap="xs">
              {state.message}
              <Button variant="outline" size="xs" onClick={reload}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {state.status === 'ready' && (
          <ul className={classes.list} aria-label="Current administrators">
            {state.list.map((administrator) => (
              <li key={administrator.uid} className={classes.row}>
                <Text className={classes.email}>
                  {administrator.email}
                  {isSelf(administrator) && ' (you)'}
                </Text>
                <Button
                  variant="outline"
                  color="red.9"
                  size="xs"
                  aria-label={`Remove ${administrator.email}`}
                  onClick={() => setRemoving(administrator)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        {/* method="post": an address never goes into a URL, even if the browser sent the form itself. */}
        <form method="post" noValidate onSubmit={(event) => void invite(event)}>
          <Stack align="flex-start" gap="sm">
            <TextInput
              w="100%"
              type="email"
              autoComplete="off"
              label="E-mail address of the new administrator"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError}
              // Mantine's error red (red.6) is 3.3:1 on white, for the message and the typed text alike.
              style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' }}
            />
            {failure && (
              <Alert w="100%" color="red" role="alert" title="Nobody was invited">
                {failure}
              </Alert>
            )}
            <Button type="submit" disabled={inviting}>
              {inviting ? 'Inviting...' : 'Invite'}
            </Button>
          </Stack>
        </form>
      </Stack>
      <ConfirmDialog
        subject={removing}
        question={(asked) => `Remove ${isSelf(asked) ? 'yourself' : asked.email} as administrator?`}
        consequence={(asked) =>
          isSelf(asked)
            ? 'You will be signed out and can no longer write posts or manage the site. Another administrator can invite you again.'
            : 'They can no longer write posts or manage the site, and are signed out within the hour. Their account stays, so you can invite them again.'
        }
        action="Remove"
        busyAction="Removing..."
        act={async (removed) => {
          const { administrators } = await removeAdministrator(removed.uid);
          setRemoving(null);
          if (isSelf(removed)) {
            void auth.signOut().then(onSignedOut, (error: unknown) => console.error('Sign-out failed', error));
            return;
          }
          setState({ status: 'ready', list: administrators });
          setNotice({ kind: 'removed', email: removed.email });
        }}
        failureTitle="Nobody was removed"
        describeFailure={describeFailure}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}

/** What the inviter does next: nothing for an existing account; for a new one, send the password link. */
function InvitationNotice({ invitation }: { invitation: Invitation }) {
  if (!invitation.passwordLink)
    return `${invitation.email} is now an administrator. They see the dashboard the next time they sign in at /admin.`;
  const link = invitation.passwordLink;
  return (
    <Stack gap="xs" align="flex-start">
      <Text inherit>
        {invitation.email} is now an administrator. Their account is new and has no password yet: send them this link
        (by e-mail or WhatsApp) to choose one, then they sign in at /admin. The link works once, within a few days;
        afterwards they can use Forgot password? on the sign-in screen.
      </Text>
      <TextInput
        w="100%"
        readOnly
        label="Link to choose a password"
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant="outline" size="xs" onClick={() => void navigator.clipboard.writeText(link)}>
        Copy link
      </Button>
    </Stack>
  );
}
