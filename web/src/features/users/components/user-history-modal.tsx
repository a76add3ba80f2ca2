import type { UserAdminRow } from '@teamledger/domain';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { StatusHistory } from './status-history';

/** A person's status and role changes, opened from their row menu. */
export function UserHistoryModal({
  user,
  onHide,
}: {
  user: UserAdminRow | null;
  onHide: () => void;
}) {
  return (
    <Modal show={user !== null} onHide={onHide} aria-labelledby="user-history-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="user-history-title" as="h2" className="h5">
          History of {user?.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{user ? <StatusHistory userId={user.id} /> : null}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
