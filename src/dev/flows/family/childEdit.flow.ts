import {
  childEditMachine,
  type ChildEditEvent,
  type RemoveChildInput,
  type UpdateChildInput,
} from '../../../../machines/family/childEdit.machine';
import type { Child } from '../../../../machines/types';
import { callError, fakeCall, logAction, sampleMember } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const [first] = sampleMember.child;
const children: Child[] = [
  first!,
  { ...first!, id: 12, child_id: 12, name: 'Xiao Hua', gender: 'girl', is_default: 0, star: 3, complete_words: 8 },
];
const FUTURE = '2999-01-01';
const NOT_PAST = 'The birthday must be in the past';

const events: FlowEvents<ChildEditEvent> = [
  { label: 'Edit Xiao Ming', event: { type: 'edit.open', childId: 11 } },
  { label: 'Edit Xiao Hua', event: { type: 'edit.open', childId: 12 } },
  { label: 'Close the form', event: { type: 'edit.close' } },
  { label: 'Save as Mingming (boy, 2018-05-01)', event: { type: 'child.save', name: 'Mingming', gender: 'boy', birthday: '2018-05-01', avatar: null } },
  { label: `Save born ${FUTURE} (server refuses)`, event: { type: 'child.save', name: 'Mingming', gender: 'boy', birthday: FUTURE, avatar: null } },
  { label: 'Remove…', event: { type: 'remove.ask' } },
  { label: 'Keep the child', event: { type: 'remove.cancel' } },
  { label: 'Yes, remove', event: { type: 'remove.confirm' } },
  { label: 'Member reloaded: only Xiao Ming', event: { type: 'children.sync', children: [first!] } },
  { label: 'Member reloaded: both children', event: { type: 'children.sync', children } },
];

export const flow: FlowDefinition = {
  id: 'childEdit',
  title: 'Edit or remove a child (child settings)',
  description:
    `The fake server saves a child unless its birthday is ${FUTURE} (422 on the birthday) and removes one. ` +
    'Remove is offered only while the member has another child.',
  machine: childEditMachine.provide({
    actors: {
      updateChild: fakeCall<Child, UpdateChildInput>(({ childId, name, gender, birthday }) => {
        if (birthday === FUTURE) throw callError('422', NOT_PAST, { birthday: [NOT_PAST] });
        const child = children.find((c) => c.id === childId)!;
        return { ...child, name, gender, birthday };
      }),
      removeChild: fakeCall<null, RemoveChildInput>(() => null),
    },
    actions: { childChanged: logAction('childChanged'), childRemoved: logAction('childRemoved') },
  }),
  input: { children },
  events,
};
