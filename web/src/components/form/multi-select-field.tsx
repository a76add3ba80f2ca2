import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';

export interface MultiSelectFieldProps {
  /** Prefix of the control ids, unique on the page. */
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** What the button says when nothing is chosen, e.g. 'All'. */
  placeholder?: string;
  /** Offers a search box over the option labels. */
  searchable?: boolean;
  disabled?: boolean;
}

/**
 * A dropdown of checkboxes for choosing several things, with an optional search box; the
 * button lists what is chosen. Stays open while ticking so several can be picked at once.
 */
export function MultiSelectField({
  id,
  label,
  options,
  value,
  onChange,
  placeholder = 'None',
  searchable = false,
  disabled,
}: MultiSelectFieldProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? options.filter((option) => option.label.toLowerCase().includes(needle))
    : options;
  const chosen = options.filter((option) => value.includes(option.value));
  const summary =
    chosen.length === 0
      ? placeholder
      : chosen.length <= 2
        ? chosen.map((option) => option.label).join(', ')
        : `${chosen.length} selected`;
  const toggle = (option: string, checked: boolean) =>
    onChange(
      options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))),
    );

  return (
    <div>
      <div id={`${id}-label`} className="form-label small mb-1">
        {label}
      </div>
      <Dropdown autoClose="outside">
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
          {summary}
        </Dropdown.Toggle>
        <Dropdown.Menu className="p-2" style={{ minWidth: '16rem' }}>
          {searchable ? (
            <Form.Control
              size="sm"
              type="search"
              className="mb-2"
              placeholder="Search"
              aria-label={`Search ${label}`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          ) : null}
          <div style={{ maxHeight: '16rem', overflowY: 'auto' }}>
            {shown.length === 0 ? <p className="small text-body-secondary mb-0">No match</p> : null}
            {shown.map((option) => (
              <Form.Check
                key={option.value}
                id={`${id}-${option.value}`}
                type="checkbox"
                label={option.label}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            ))}
          </div>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
