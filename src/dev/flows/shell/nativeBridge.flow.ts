import { nativeBridgeMachine, type NativeBridgeEvent } from '../../../../machines/shell/nativeBridge.machine';
import { appRoute } from '../../../../machines/routes';
import { logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const events: FlowEvents<NativeBridgeEvent> = [
  { label: 'Open login (0)', event: { type: 'route.changed', route: appRoute('login') } },
  { label: 'Open index (0)', event: { type: 'route.changed', route: appRoute('index') } },
  { label: 'Open home (1)', event: { type: 'route.changed', route: appRoute('home') } },
  { label: 'Open privacy (1)', event: { type: 'route.changed', route: appRoute('privacy') } },
];

export const flow: FlowDefinition = {
  id: 'nativeBridge',
  title: 'Native webview orientation',
  description: 'Each route has an orientation in the route table; a change is published to the native app (logged here).',
  machine: nativeBridgeMachine.provide({ actions: { publishOrientation: logAction('nativeBridge: orientation') } }),
  events,
};
