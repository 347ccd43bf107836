import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentHash, strokeBytes } from '../../src/server/content/assets';
import { toSimplified } from '../../src/server/content/build/lexicon';
import {
  buildSchoolCharacters,
  checkSchoolCharacters,
  schoolCharacterList,
  serializeSchoolCharacters,
} from '../../src/server/content/build/schoolCharacters';
import { loadCurriculum } from '../../src/server/content/curriculum';
import { loadSchoolCharacters, schoolCharacter, SCHOOL_CHARACTERS_FILE, type SchoolCharactersFile } from '../../src/server/content/schoolCharacters';

/**
 * The characters a parent may type beyond the curriculum (issue 30): school-characters.json, made
 * by `npm run content:characters`, holds Taiwan-order strokes for the MOE 小字典's characters the
 * curriculum lacks, each checked against CNS11643 as the curriculum's are (build/taiwanOrder.ts
 * checkTaiwanFiles: the server's replay of the recipe, then stroke count and types).
 */

const file = loadSchoolCharacters();
const curriculum = loadCurriculum();

describe('school-characters.json', () => {
  it("has every tw file in Taiwan's order, replayed as the server makes it and checked against CNS11643", () => {
    const check = checkSchoolCharacters(file);
    expect(check.problems).toEqual([]);
    expect(Object.values(check.inOrder).flat().sort()).toEqual(Object.keys(file.characters).sort());
  });

  it("names each file by the hash of the bytes the server makes, of the character's tw and simplified forms", () => {
    const wrong: string[] = [];
    for (const [char, { tw, cn }] of Object.entries(file.characters)) {
      if (tw.char !== char || tw.file !== `${contentHash(strokeBytes(tw.char, tw.source, tw.recipe)!)}.json`) wrong.push(`${char} tw`);
      if (tw.source === 'taiwan' ? !tw.recipe : tw.recipe) wrong.push(`${char} tw recipe`);
      if (cn && (cn.char !== toSimplified(char) || cn.source !== 'hanzi-writer-data' || cn.file !== `${contentHash(strokeBytes(cn.char, cn.source)!)}.json`)) {
        wrong.push(`${char} cn`);
      }
      if (!cn && strokeBytes(toSimplified(char), 'hanzi-writer-data')) wrong.push(`${char} cn missing`);
    }
    expect(wrong).toEqual([]);
  });

  it("holds the 小字典's characters beyond the curriculum, each with strokes or why not, and none of the curriculum's", () => {
    const inCurriculum = Object.keys(curriculum.characters).filter((char) => char in file.characters || char in file.without);
    expect(inCurriculum).toEqual([]);
    expect([...Object.keys(file.characters), ...Object.keys(file.without)].sort()).toEqual(schoolCharacterList());
    expect(Object.keys(file.characters).length).toBeGreaterThan(2700);
    for (const reason of Object.values(file.without)) expect(reason).toMatch(/^no /);
  });

  it('is written as the script writes it: keys sorted, one line per character, its version the hash of its content', () => {
    const text = readFileSync(SCHOOL_CHARACTERS_FILE, 'utf8');
    expect(serializeSchoolCharacters(file)).toBe(text);
    expect(Object.keys(file.characters)).toEqual(Object.keys(file.characters).sort());
    expect(text.split('\n')).toHaveLength(Object.keys(file.characters).length + Object.keys(file.without).length + 8);
    expect(buildSchoolCharacters([]).version).not.toBe(file.version);
  });

  it('makes the same entries the script committed (a sample of every kind)', () => {
    // 丈 AnimCJK as is, 丐 hanzi-writer-data as is, 乃 reordered, 乏 cut, 廷 a component taken, 割 a donor restyled,
    // 儸 no cn file, 俊 no fit, 吔 no stroke data
    const sample = [...'丈丐乃乏廷割儸俊吔'];
    const made = buildSchoolCharacters(sample);
    for (const char of sample) {
      expect(made.characters[char], char).toEqual(file.characters[char]);
      expect(made.without[char], char).toEqual(file.without[char]);
    }
  });

  it('fails a planted entry in the mainland order (必) and one with the mainland stroke count (苗)', () => {
    const mainland = (char: string) => ({ tw: { file: 'planted.json', char, source: 'hanzi-writer-data' as const }, cn: null });
    const planted: SchoolCharactersFile = { ...file, characters: { ...file.characters, 必: mainland('必'), 苗: mainland('苗') } };
    const { problems } = checkSchoolCharacters(planted);
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.startsWith('必'))).toMatch(/not in Taiwan's order: stroke 4, 5 not of the type CNS 45443 gives/);
    expect(problems.find((p) => p.startsWith('苗'))).toMatch(/8 strokes where Taiwan writes 9 \(CNS 211225121/);
  });
});

describe('schoolCharacter', () => {
  it("gives a 小字典 character's files beyond the curriculum, and null for the curriculum's own and those without strokes", () => {
    expect(schoolCharacter('丈')).toEqual(file.characters['丈']);
    expect(schoolCharacter('丈')?.tw.char).toBe('丈');
    expect(schoolCharacter('必')).toBeNull();
    expect(schoolCharacter('俊')).toBeNull();
    expect(schoolCharacter('a')).toBeNull();
    expect(schoolCharacter('constructor')).toBeNull();
  });
});
