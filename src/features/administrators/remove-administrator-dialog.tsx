import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import type { Administrator, AdministratorsList } from '../../shared/administrators';
import { describeFailure, removeAdministrator } from './administrators-api';

interface Props {
  /** Whom to ask about; null: the dialog is closed. */
  administrator: Administrator | null;
  /** True when it is the signed-in administrator themselves. */
  isSelf: boolean;
  onClose: () => void;
  onRemoved: (removed: Administrator, list: AdministratorsList) => void;
}

/** "Remove … as administrator?", naming the account, so nobody's access goes by a slip of the finger. */
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
