import Form from 'react-bootstrap/Form';

/** The user select's choice that stands for everyone. */
export const ALL_USERS = 'all';

/**
 * SPEC.md 2's user select of the TimeSheet Report: All and the people for those who read
 * anyone's hours, only themselves for plain users. '' is nothing chosen ('Please select User').
 */
export function TimesheetUserSelect({
  id,
  value,
  onChange,
  people,
  withAll,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  people: readonly { id: string; name: string }[];
  withAll: boolean;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">User</Form.Label>
      <Form.Select size="sm" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Select User</option>
        {withAll ? <option value={ALL_USERS}>All</option> : null}
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
