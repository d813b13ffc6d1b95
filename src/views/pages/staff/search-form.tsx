import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';

/** A labelled search box sending its text on submit. */
export function SearchForm({ label, initial, onSearch }: { label: string; initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const id = `search-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <form
      className="staff-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <InputText id={id} value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" label="Search" size="small" />
    </form>
  );
}
