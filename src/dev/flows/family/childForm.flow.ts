import { childFormMachine, type ChildFormEvent, type NewChild } from '../../../../machines/family/childForm.machine';
import type { Child } from '../../../../machines/types';
import { callError, fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const FUTURE = '2999-01-01';
const NOT_PAST = 'The birthday must be in the past';

let nextId = 30;

const events: FlowEvents<ChildFormEvent> = [
  { label: 'Open the add-child card', event: { type: 'form.open' } },
  { label: 'Cancel', event: { type: 'form.close' } },
  {
    label: 'Add Xiaoming (boy, 2018-05-01)',
    event: { type: 'child.submit', name: 'Xiaoming', gender: 'boy', birthday: '2018-05-01', avatar: null },
  },
  {
    label: `Add Xiaohua (girl, born ${FUTURE}: server refuses)`,
    event: { type: 'child.submit', name: 'Xiaohua', gender: 'girl', birthday: FUTURE, avatar: null },
  },
];

export const flow: FlowDefinition = {
  id: 'childForm',
  title: 'Add a child (child settings)',
  description:
    'A parent without children: the form is open from the start. The fake server creates the child (the form ' +
    `closes and childAdded asks the app to reload the member) unless the birthday is ${FUTURE}, which it refuses ` +
    'with a 422 on the birthday field.',
  machine: childFormMachine.provide({
    actors: {
      addChild: fakeCall<Child, NewChild>(({ name, gender, birthday }) => {
        if (birthday === FUTURE) throw callError('422', NOT_PAST, { birthday: [NOT_PAST] });
        nextId += 1;
        return {
          id: nextId,
          child_id: nextId,
          name,
          gender,
          birthday,
          age: 6,
          avatar: null,
          is_default: 1,
          star: 0,
          complete_words: 0,
          write_leniency: 'normal',
        };
      }),
    },
    actions: { childAdded: logAction('childAdded') },
  }),
  input: { childCount: 0 },
  events,
};
