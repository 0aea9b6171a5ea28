import { ASSISTANT_MESSAGE_MAX } from '@liga/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { assistantMessages as m } from '../messages';

/** The question box: Enter or the button sends; an empty question is ignored. */
export function ChatInput({ onSend, busy }: { onSend: (text: string) => void; busy: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (content === '' || busy) return;
    onSend(content);
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {m.inputLabel}
      </label>
      <input
        id={id}
        value={text}
        maxLength={ASSISTANT_MESSAGE_MAX}
        placeholder={m.placeholder}
        onChange={(e) => setText(e.target.value)}
        className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-3 py-2 text-base shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none sm:text-sm"
      />
      <Button type="submit" disabled={busy}>
        {m.send}
      </Button>
    </form>
  );
}
