import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import classes from './confirm-dialog.module.css';

interface Props<Subject> {
  /** What the question is about; null: the dialog is closed. */
  subject: Subject | null;
  question: (subject: Subject) => ReactNode;
  consequence: (subject: Subject) => ReactNode;
  /** The button that says yes ("Delete"), and what it says while that runs ("Deleting..."). */
  action: string;
  busyAction: string;
  /** Does it; a throw keeps the dialog open with `describeFailure`'s words under `failureTitle`. */
  act: (subject: Subject) => Promise<void>;
  failureTitle: string;
  describeFailure: (error: unknown) => string;
  onClose: () => void;
}

/** A native modal <dialog> asking before the administrator takes something away, so a slip does no harm. */
export function ConfirmDialog<Subject>(props: Props<Subject>) {
  const { subject, action, busyAction, failureTitle, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const consequenceId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (subject !== null && !element.open) element.showModal();
    if (subject === null && element.open) element.close();
  }, [subject]);

  const confirm = async (): Promise<void> => {
    if (subject === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await props.act(subject);
    } catch (error) {
      console.error(`${action} failed`, error);
      setFailure(props.describeFailure(error));
    }
    setBusy(false);
  };

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      aria-describedby={consequenceId}
      // Escape, or Cancel: whichever way the dialog closes, the page hears of it once.
      onClose={() => {
        setFailure(null);
        onClose();
      }}
    >
      {subject !== null && (
        <>
          <Title order={2} size="h3" id={titleId} dir="auto" className={classes.title}>
            {props.question(subject)}
          </Title>
          <Text id={consequenceId} mt="sm">
            {props.consequence(subject)}
          </Text>
          {failure && (
            <Alert color="red" role="alert" title={failureTitle} mt="md">
              {failure}
            </Alert>
          )}
          <Group mt="lg" justify="flex-end">
            <Button variant="default" disabled={busy} onClick={() => dialog.current?.close()}>
              Cancel
            </Button>
            <Button color="red.9" disabled={busy} onClick={() => void confirm()}>
              {busy ? busyAction : action}
            </Button>
          </Group>
        </>
      )}
    </dialog>
  );
}
