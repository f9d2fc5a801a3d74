import { describe, expect, it } from 'vitest';
import { isLoopbackHost, signInOrigin } from './sign-in-origin.js';

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])('%s is', (name) =>
    expect(isLoopbackHost(name)).toBe(true),
  );
  it.each(['example.com', '10.0.0.1', '192.168.1.5', 'localhost.example.com', '[::2]', '1127.0.0.1'])(
    '%s is not',
    (name) => expect(isLoopbackHost(name)).toBe(false),
  );
});

describe('signInOrigin', () => {
  it("moves a sign-in on another loopback name to the same path on the public URL's origin", () => {
    expect(signInOrigin('http://127.0.0.1:8000/api/google/start?x=1', 'http://localhost:8000')).toBe(
      'http://localhost:8000/api/google/start?x=1',
    );
    expect(signInOrigin('http://localhost:8000/api/google/start', 'http://127.0.0.1:8000')).toBe(
      'http://127.0.0.1:8000/api/google/start',
    );
    expect(signInOrigin('http://[::1]:8000/api/google/start', 'http://localhost:8000')).toBe(
      'http://localhost:8000/api/google/start',
    );
  });

  it('leaves a sign-in where it is on the public host name, whatever the port (cookies ignore ports)', () => {
    expect(signInOrigin('http://localhost:8000/api/google/start', 'http://localhost:8000')).toBeNull();
    expect(signInOrigin('http://localhost/api/google/start', 'http://localhost:8000')).toBeNull();
  });

  it('leaves other host names alone: behind a proxy the Host header is not what the browser shows', () => {
    expect(signInOrigin('http://10.0.0.5:8000/api/google/start', 'https://pardus.example.com')).toBeNull();
    expect(signInOrigin('http://127.0.0.1:8000/api/google/start', 'https://pardus.example.com')).toBeNull();
    expect(signInOrigin('http://192.168.1.5:8000/api/google/start', 'http://localhost:8000')).toBeNull();
    expect(signInOrigin('http://127.0.0.1:8000/api/google/start', undefined)).toBeNull();
  });
});

describe('signInOrigin on another port', () => {
  it('leaves a sign-in where it is when the loopback request reached another port than the public URL’s', () => {
    expect(signInOrigin('http://127.0.0.1:41234/api/google/login', 'http://localhost:8000')).toBeNull();
    expect(signInOrigin('http://127.0.0.1:8000/api/google/login', 'http://localhost:8000')).toBe(
      'http://localhost:8000/api/google/login',
    );
  });
});
