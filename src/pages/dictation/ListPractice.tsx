import { ListWriting } from './ListWriting';

/** /this-week/{id}/practice: the list's words seen, heard and written over their outline (issue 30 §1). */
export default function ListPracticePage() {
  return <ListWriting mode="practice" />;
}
