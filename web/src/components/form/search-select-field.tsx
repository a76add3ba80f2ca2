import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';

export interface SearchSelectFieldProps {
  /** Prefix of the control ids, unique on the page. */
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A dropdown for choosing one thing from a long list, with a search box over the labels
 * (SPEC.md's searchable selects). Arrow keys move through the options, Enter picks one.
 */
export function SearchSelectField({
  id,
  label,
  options,
  value,
  onChange,
  disabled,
}: SearchSelectFieldProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? options.filter((option) => option.label.toLowerCase().includes(needle))
    : options;
  const chosen = options.find((option) => option.value === value);

  return (
    <div>
      <div id={`${id}-label`} className="form-label small mb-1">
        {label}
      </div>
      <Dropdown
        show={open}
        autoClose="outside"
        onToggle={(next) => {
          setOpen(next);
          if (!next) setSearch('');
        }}
        onSelect={(key) => {
          if (key !== null) onChange(key);
          setOpen(false);
          setSearch('');
        }}
      >
        <Dropdown.Toggle
          id={`${id}-toggle`}
          size="sm"
          // Light keeps dark text when open, so the colour change never dips below contrast.
          variant="light"
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-toggle`}
          className="border text-start"
          style={{ minWidth: '12rem' }}
        >
          {chosen?.label ?? ''}
        </Dropdown.Toggle>
        <Dropdown.Menu className="p-2" style={{ minWidth: '16rem' }}>
          <Form.Control
            size="sm"
            type="search"
            className="mb-2"
            placeholder="Search"
            aria-label={`Search ${label}`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div style={{ maxHeight: '16rem', overflowY: 'auto' }}>
            {shown.length === 0 ? <p className="small text-body-secondary mb-0">No match</p> : null}
            {shown.map((option) => (
              <Dropdown.Item
                key={option.value}
                as="button"
                type="button"
                eventKey={option.value}
                active={option.value === value}
                aria-current={option.value === value ? 'true' : undefined}
              >
                {option.label}
              </Dropdown.Item>
            ))}
          </div>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
