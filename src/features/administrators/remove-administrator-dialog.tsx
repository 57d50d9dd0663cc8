import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Administrator, AdministratorsList } from '../../shared/administrators';
import { describeFailure, removeAdministrator } from './administrators-api';
import classes from './administrators-panel.module.css';

interface Props {
  /** Whom to ask about; null: the dialog is closed. */
  administrator: Administrator | null;
  /** True when it is the signed-in administrator themselves. */
  isSelf: boolean;
  onClose: () => void;
  onRemoved: (removed: Administrator, list: AdministratorsList) => void;
}

/**
 * "Remove … as administrator?": a native modal <dialog> (focus kept inside, Escape cancels) naming
 * the account, so a slip of the finger on a phone does not take someone's access away.
 */
export function RemoveAdministratorDialog({ administrator, isSelf, onClose, onRemoved }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (administrator && !element.open) element.showModal();
    if (!administrator && element.open) element.close();
  }, [administrator]);

  const confirm = async (): Promise<void> => {
    if (!administrator) return;
    setRemoving(true);
    setFailure(null);
    try {
      const list = await removeAdministrator(administrator.uid);
      setRemoving(false);
      onRemoved(administrator, list);
    } catch (error) {
      console.error('Removing the administrator failed', error);
      setFailure(describeFailure(error));
      setRemoving(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby="remove-administrator-title"
      aria-describedby="remove-administrator-consequence"
      onClose={() => {
        setFailure(null);
        onClose();
      }}
    >
      {administrator && (
        <>
          <Title order={2} size="h3" id="remove-administrator-title" className={classes.email}>
            Remove {isSelf ? 'yourself' : administrator.email} as administrator?
          </Title>
          <Text id="remove-administrator-consequence" mt="sm">
            {isSelf
              ? 'You will be signed out and can no longer write posts or manage the site. Another administrator can invite you again.'
              : 'They can no longer write posts or manage the site, and are signed out within the hour. Their account stays, so you can invite them again.'}
          </Text>
          {failure && (
            <Alert color="red" role="alert" title="Nobody was removed" mt="md">
              {failure}
            </Alert>
          )}
          <Group mt="lg" justify="flex-end">
            <Button variant="default" disabled={removing} onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
            <Button color="red.9" disabled={removing} onClick={() => void confirm()}>
              {removing ? 'Removing...' : 'Remove'}
            </Button>
          </Group>
        </>
      )}
    </dialog>
  );
}
