import { ProblemList } from '../BlockForm.styles';

/** Problems of a fieldset (a link, an image, a group item), referenced by its `aria-describedby`. */
export function ProblemText({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ProblemList id={id}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ProblemList>
  );
}
