-- 找对象 on the home's icon grid opened the home itself; tenants seeded before the search page
-- existed get the page, unless their staff already pointed the entry elsewhere.
UPDATE "navigations" SET "url" = '/pages/love/search'
WHERE "group_name" = '首页专用导航' AND "name" = '找对象' AND "url" = '/pages/index/index';
