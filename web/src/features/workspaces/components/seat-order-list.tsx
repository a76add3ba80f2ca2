import { useRef, useState, type DragEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { moveItem } from '../lib/move';

export interface SeatedPerson {
  id: string;
  name: string;
}

export interface SeatOrderListProps {
  /** People from seat 1 on. */
  people: readonly SeatedPerson[];
  onChange: (people: SeatedPerson[]) => void;
  /** Seats in the hall; people past it are flagged. */
  hallType: number;
}

/**
 * The seat order of a workspace's members: drag a person onto another seat (native HTML5
 * drag and drop), or use the Move up / Move down buttons from the keyboard. Each move is
 * announced to screen readers.
 */
export function SeatOrderList({ people, onChange, hallType }: SeatOrderListProps) {
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= people.length) return;
    const next = moveItem(people, from, to);
    onChange(next);
    setAnnouncement(`${people[from]?.name ?? 'Person'} moved to seat ${to + 1}.`);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged.current !== null) move(dragged.current, index);
    dragged.current = null;
    setOver(null);
  };

  if (people.length === 0) {
    return <p className="small text-body-secondary mb-0">Nobody has this WorkSpace yet.</p>;
  }
  return (
    <>
      <ol className="list-unstyled mb-0 tl-seat-list" aria-label="Seat order">
        {people.map((person, index) => (
          <li
            key={person.id}
            draggable
            data-seat={index + 1}
            onDragStart={(event) => {
              dragged.current = index;
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', person.id);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => {
              dragged.current = null;
              setOver(null);
            }}
            className={`tl-seat d-flex align-items-center gap-2 border rounded px-2 py-1 mb-1 bg-body ${
              over === index ? 'border-primary' : ''
            }`}
          >
            <span className="tl-seat-handle text-body-secondary" aria-hidden="true">
              ⠿
            </span>
            <span className={`badge ${index < hallType ? 'text-bg-light' : 'text-bg-danger'}`}>
              Seat {index + 1}
            </span>
            <span className="flex-grow-1">{person.name}</span>
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={`Move ${person.name} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={`Move ${person.name} down`}
              disabled={index === people.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </Button>
          </li>
        ))}
      </ol>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
