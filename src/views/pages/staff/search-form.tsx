import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';

/** A labelled search box sending its text on submit. */
export function SearchForm({ label, initial, onSearch }: { label: string; initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <form
      className="staff-search"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={`search-${label}`}>{label}</label>
      <InputText id={`search-${label}`} value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" label="Search" size="small" />
    </form>
  );
}
