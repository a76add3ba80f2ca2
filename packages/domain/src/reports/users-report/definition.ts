import { defineReport } from '../definition.js';

/**
 * Another person's days (/usersReport/{id}, opened from the Login/Hours Report): the same
 * endpoint as Task Logs with `layout=user-report`, and this screen's columns.
 */
export const usersReport = defineReport({
  key: 'users-report',
  endpoint: 'userDays',
  path: '/usersReport/:id',
  navigation: null,
  chart: null,
});
