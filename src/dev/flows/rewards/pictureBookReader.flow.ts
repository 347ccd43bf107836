import { pictureBookReaderMachine, type PictureBookReaderEvent, type ReaderBook } from '../../../../machines/rewards/pictureBookReader.machine';
import type { SpeechInput, SpeechResult } from '../../../../machines/learningContent';
import { fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/** The picture-book reader with a three-page book; the fake voice is missing, as in headless browsers. */

const book: ReaderBook = {
  script: 'tw',
  page_list: [{ text: '天黑了，月亮出來了。' }, { text: '星星也出來了，一閃一閃的。' }, { text: '月亮笑了，小熊也睡著了。' }],
};

const events: FlowEvents<PictureBookReaderEvent> = [
  { label: 'next page', event: { type: 'page.next' } },
  { label: 'previous page', event: { type: 'page.prev' } },
  { label: 'read aloud', event: { type: 'page.read' } },
  { label: 'stop reading', event: { type: 'read.stop' } },
  { label: 'retry', event: { type: 'book.retry' } },
];

export const flow: FlowDefinition = {
  id: 'pictureBookReader',
  title: 'Picture-book reader',
  description: 'A bought book page by page; read aloud answers "no voice" here.',
  machine: pictureBookReaderMachine.provide({
    actors: {
      loadBook: fakeCall<ReaderBook, number>(() => book),
      speak: fakeCall<SpeechResult, SpeechInput>(() => 'noVoice'),
    },
  }),
  input: { bookId: 1 },
  events,
};
