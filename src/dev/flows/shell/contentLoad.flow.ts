import { contentLoadMachine, type ContentLoadEvent } from '../../../../machines/shell/contentLoad.machine';
import { callError, fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * The content loader of home and the lesson track alone. The fake server fails
 * the first call, answers the retry with two categories, then answers every
 * reload; press "reload" after a load to see the data stay while it reloads.
 */

let calls = 0;

const events: FlowEvents<ContentLoadEvent> = [
  { label: 'retry (after a failure)', event: { type: 'content.retry' } },
  { label: 'reload (after a load)', event: { type: 'content.reload' } },
];

export const flow: FlowDefinition = {
  id: 'contentLoad',
  title: 'Content load (home, lesson track)',
  description:
    'Loads GET parentCategories (fake). The first call fails (`failed`, retry enabled); the retry answers with ' +
    'two categories (`loaded`). A 501 reply would end in `unavailable`: the screen shows nothing for it.',
  machine: contentLoadMachine.provide({
    actors: {
      load: fakeCall<unknown, unknown>(() => {
        calls += 1;
        if (calls === 1) throw callError('500', 'Server error');
        return [
          { id: 1, name: '我和家人', english: 'Me and my family', children: [] },
          { id: 4, name: '大自然', english: 'Nature', children: [] },
        ];
      }),
    },
  }),
  input: {},
  events,
};
