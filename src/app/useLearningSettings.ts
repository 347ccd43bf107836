import { useMemo } from 'react';
import { currentLearningSettings, type EffectiveLearningSettings } from '../../machines/rules/learningSettings';
import { useMember } from './AppActorContext';

/**
 * The current child's learning settings (issue 28: each child has their own): the script of the
 * content, zhuyin or pinyin, English, the writing settings and leniency. Every screen reads them
 * here (machines/rules/learningSettings.ts `currentLearningSettings`), never `member.setting`;
 * switching the current child switches them.
 */
export function useLearningSettings(): EffectiveLearningSettings {
  const member = useMember();
  return useMemo(() => currentLearningSettings(member), [member]);
}
