import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import type { Administrator, AdministratorsList } from '../../shared/administrators';
import { describeFailure, removeAdministrator } from './administrators-api';

interface Props {
  /** null: the dialog is closed. */
  administrator: Administrator | null;
  isSelf: boolean;
  onClose: () => void;
  onRemoved: (removed: Administrator, list: AdministratorsList) => void;
}

export function RemoveAdministratorDialog({ administrator, isSelf, onClose, onRemoved }: Props) {
  return (
    <ConfirmDialog
      subject={administrator}
      question={(asked) => `Remove ${isSelf ? 'yourself' : asked.email} as administrator?`}
      consequence={() =>
        isSelf
          ? 'You will be signed out and can no longer write posts or manage the site. Another administrator can invite you again.'
          : 'They can no longer write posts or manage the site, and are signed out within the hour. Their account stays, so you can invite them again.'
      }
      action="Remove"
      busyAction="Removing..."
      act={async (asked) => onRemoved(asked, await removeAdministrator(asked.uid))}
      failureTitle="Nobody was removed"
      describeFailure={describeFailure}
      onClose={onClose}
    />
  );
}
