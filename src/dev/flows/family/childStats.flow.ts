import {
  childStatsMachine,
  type ChildStatsEvent,
  type MakeDefaultInput,
  type SaveLeniencyInput,
} from '../../../../machines/family/childStats.machine';
import type { Child } from '../../../../machines/types';
import { callError, fakeCall, logAction, sampleMember } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const [first] = sampleMember.child;
const children: Child[] = [
  first!,
  { ...first!, id: 12, child_id: 12, name: 'Xiao Hua', gender: 'girl', is_default: 0, star: 3, complete_words: 8 },
  { ...first!, id: 13, child_id: 13, name: 'Xiao Bao', gender: 'boy', is_default: 0, star: 0, complete_words: 0 },
];

const events: FlowEvents<ChildStatsEvent> = [
  { label: 'Make Xiao Ming current', event: { type: 'child.makeDefault', childId: 11 } },
  { label: 'Make Xiao Hua current', event: { type: 'child.makeDefault', childId: 12 } },
  { label: 'Make Xiao Bao current (server fails)', event: { type: 'child.makeDefault', childId: 13 } },
  { label: 'Xiao Ming writes gently', event: { type: 'child.setLeniency', childId: 11, leniency: 'gentle' } },
  { label: 'Xiao Hua writes strictly (server fails)', event: { type: 'child.setLeniency', childId: 12, leniency: 'strict' } },
  { label: 'Member reloaded (list as at start)', event: { type: 'children.sync', children } },
];

export const flow: FlowDefinition = {
  id: 'childStats',
  title: 'Children: stars, words and current child',
  description:
    'Three children, Xiao Ming current. A star or word counts for that child only. Making another child current ' +
    'flips the flags at once and saves; the fake server refuses Xiao Bao, so that change rolls back with an error. ' +
    'The writing leniency is saved the same way (the fake server refuses Xiao Hua\'s).',
  machine: childStatsMachine.provide({
    actors: {
      makeDefault: fakeCall<Child, MakeDefaultInput>(({ childId }) => {
        if (childId === 13) throw callError('500', 'Server error');
        return { ...children.find((child) => child.id === childId)!, is_default: 1 };
      }),
      saveLeniency: fakeCall<Child, SaveLeniencyInput>(({ childId, leniency }) => {
        if (childId === 12) throw callError('500', 'Server error');
        return { ...children.find((child) => child.id === childId)!, write_leniency: leniency };
      }),
    },
    actions: { defaultChildChanged: logAction('defaultChildChanged'), leniencyChanged: logAction('leniencyChanged') },
  }),
  input: { children },
  events,
};
