/** Environment variable through which the tests learn the server's address. */
export const BASE_URL_ENV = 'PARDUS_E2E_BASE_URL';
