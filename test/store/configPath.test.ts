// One config folder, whatever HOME, XDG_CONFIG_HOME and LEAVES_CONFIG_DIR say (issue 13, item 5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDirectory, StoreLocationError, writableConfigDirectory, type Environment } from '../../src/store/configPath.js';
import { GameStore } from '../../src/store/gameStore.js';

const noHome = () => {
  throw new Error('no home');
};
const linux = (env: NodeJS.ProcessEnv, homedir: () => string = () => '/home/ann'): Environment => ({ env, platform: 'linux', homedir });

describe('one folder, computed the same way for saves, backups and locks: $LEAVES_CONFIG_DIR, else an absolute $XDG_CONFIG_HOME/leaves, else the home folder\'s', () => {
  it.each<[string, NodeJS.ProcessEnv, string | undefined]>([
    ['LEAVES_CONFIG_DIR first', { LEAVES_CONFIG_DIR: '/saves', XDG_CONFIG_HOME: '/xdg', HOME: '/h' }, '/saves'],
    ['then an absolute XDG_CONFIG_HOME', { XDG_CONFIG_HOME: '/xdg' }, '/xdg/leaves'],
    ['a relative XDG_CONFIG_HOME is ignored (the XDG rule)', { XDG_CONFIG_HOME: 'rel' }, '/home/ann/.config/leaves'],
    ['empty values count as unset', { LEAVES_CONFIG_DIR: '', XDG_CONFIG_HOME: '' }, '/home/ann/.config/leaves'],
  ])('%s', (_name, env, expected) => {
    expect(configDirectory(linux(env))).toBe(expected);
  });

  it('macOS: ~/Library/Preferences/leaves; Windows: %APPDATA%\\leaves\\Config, else the home folder\'s AppData\\Roaming', () => {
    expect(configDirectory({ env: {}, platform: 'darwin', homedir: () => '/Users/ann' })).toBe('/Users/ann/Library/Preferences/leaves');
    expect(configDirectory({ env: { APPDATA: '/appdata' }, platform: 'win32', homedir: () => '/home/ann' })).toBe(path.join('/appdata', 'leaves', 'Config'));
    expect(configDirectory({ env: {}, platform: 'win32', homedir: () => '/home/ann' })).toBe(path.join('/home/ann', 'AppData', 'Roaming', 'leaves', 'Config'));
  });

  it('without any home folder there is none, unless one of the variables names it', () => {
    expect(configDirectory(linux({}, noHome))).toBeUndefined();
    expect(configDirectory(linux({ XDG_CONFIG_HOME: '/xdg' }, noHome))).toBe('/xdg/leaves');
    expect(configDirectory(linux({}, () => ''))).toBeUndefined();
  });

  it('HOME unset: the system still names the home folder, the same one the store opens', () => {
    const saved = { ...process.env };
    try {
      delete process.env.HOME;
      delete process.env.LEAVES_CONFIG_DIR;
      delete process.env.XDG_CONFIG_HOME;
      const expected = path.join(os.userInfo().homedir, '.config', 'leaves');
      expect(configDirectory()).toBe(expected);
    } finally {
      Object.assign(process.env, saved);
    }
  });

  it('a damaged file is found and backed up in the folder the store really uses, HOME unset or not', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-path-'));
    const saved = { ...process.env };
    try {
      delete process.env.HOME;
      delete process.env.LEAVES_CONFIG_DIR;
      process.env.XDG_CONFIG_HOME = root;
      fs.mkdirSync(path.join(root, 'leaves'));
      fs.writeFileSync(path.join(root, 'leaves', 'config.json'), '{"saves": {');
      const store = new GameStore();
      expect(store.path).toBe(path.join(root, 'leaves', 'config.json'));
      expect(store.notices[0]).toMatch(/not JSON/);
      expect(fs.readdirSync(path.join(root, 'leaves')).some((name) => name.includes('corrupt'))).toBe(true);
    } finally {
      process.env = saved;
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('no place to write: one clear line, as a StoreLocationError', () => {
    expect(() => writableConfigDirectory(linux({}, noHome))).toThrow(StoreLocationError);
    expect(() => writableConfigDirectory(linux({}, noHome))).toThrow(/^no folder for saves: .*set HOME, XDG_CONFIG_HOME or LEAVES_CONFIG_DIR\.$/);
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leaves-path-')), 'a-file');
    fs.writeFileSync(blocker, '');
    expect(() => writableConfigDirectory(linux({ LEAVES_CONFIG_DIR: path.join(blocker, 'leaves') }))).toThrow(/^saves cannot be written in .*a-file\/leaves \(a file is where a folder should be\)/);
    fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
  });
});
