import { ListWriting } from './ListWriting';

/** /this-week/{id}/dictation: 聽寫, each word heard and written from memory, then marked (issue 30 §2). */
export default function DictationPage() {
  return <ListWriting mode="dictation" />;
}
