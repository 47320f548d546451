// The types of Hashar's API (/api/openapi.json), made by openapi-typescript: `npm run contract` rewrites
// this file and `npm test` fails while it is not current. README.md "A client of the API" says how to use it.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirects the site's root to the visitor's language. */
        get: operations["get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirects a page address to its locale prefix. */
        get: operations["getRest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves the back office's page. */
        get: operations["getAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/{rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves the back office's page. */
        get: operations["getAdminRest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/academy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published courses of the academy. */
        get: operations["getApiAcademy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/academy/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads a course: its lessons' titles, its quiz's terms and the signed-in reader's place. */
        get: operations["getApiAcademySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/academy/{slug}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts the course's quiz (or gives the attempt already open), its questions shuffled, without their answers. */
        post: operations["postApiAcademySlugAttempts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/academy/{slug}/attempts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends a quiz attempt: graded on the server; which questions were wrong, and the completion on a pass. */
        post: operations["postApiAcademySlugAttemptsId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/academy/{slug}/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrols the caller in a course. */
        post: operations["postApiAcademySlugEnrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/academy/{slug}/lessons/{position}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads a lesson of a course the caller is enrolled in, once the lessons before it are read. */
        get: operations["getApiAcademySlugLessonsPosition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/academy/{slug}/lessons/{position}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a lesson read; the last one completes a course without a quiz. */
        post: operations["postApiAcademySlugLessonsPositionRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{kind}/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies to an activity without sessions. */
        post: operations["postApiActivitiesKindIdApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities/{kind}/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws the caller's application to an activity. */
        post: operations["postApiActivitiesKindIdWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's audit. */
        get: operations["getApiAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's audit. */
        get: operations["getApiAdminAuditId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's banners. */
        get: operations["getApiAdminBanners"];
        put?: never;
        /** Creates one of the back office's banners. */
        post: operations["postApiAdminBanners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's banners. */
        get: operations["getApiAdminBannersId"];
        /** Changes one of the back office's banners. */
        put: operations["putApiAdminBannersId"];
        post?: never;
        /** Deletes one of the back office's banners. */
        delete: operations["deleteApiAdminBannersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists bonus offers for the back office. */
        get: operations["getApiAdminBonuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bonuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one bonus offer for the back office. */
        get: operations["getApiAdminBonusesId"];
        /** Changes a bonus offer. */
        put: operations["putApiAdminBonusesId"];
        post?: never;
        /** Deletes a bonus offer. */
        delete: operations["deleteApiAdminBonusesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bonuses/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a bonus offer. */
        post: operations["postApiAdminBonusesIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bonuses/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects a bonus offer. */
        post: operations["postApiAdminBonusesIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cattask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's cattask. */
        get: operations["getApiAdminCattask"];
        put?: never;
        /** Creates one of the back office's cattask. */
        post: operations["postApiAdminCattask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cattask/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's cattask. */
        get: operations["getApiAdminCattaskId"];
        /** Changes one of the back office's cattask. */
        put: operations["putApiAdminCattaskId"];
        post?: never;
        /** Deletes one of the back office's cattask. */
        delete: operations["deleteApiAdminCattaskId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists courses for the back office. */
        get: operations["getApiAdminCourses"];
        put?: never;
        /** Creates a platform course, published at once. */
        post: operations["postApiAdminCourses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one course with its lessons and quiz for the back office. */
        get: operations["getApiAdminCoursesId"];
        /** Changes a course (its state stays). */
        put: operations["putApiAdminCoursesId"];
        post?: never;
        /** Archives a course. */
        delete: operations["deleteApiAdminCoursesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves the record. */
        post: operations["postApiAdminCoursesIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/learners.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads a course's learners as CSV. */
        get: operations["getApiAdminCoursesIdLearnersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a lesson after the last one. */
        post: operations["postApiAdminCoursesIdLessons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a lesson. */
        put: operations["putApiAdminCoursesIdLessonsLessonId"];
        post?: never;
        /** Deletes a lesson; the ones after it move up. */
        delete: operations["deleteApiAdminCoursesIdLessonsLessonId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/lessons/{lessonId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves a lesson one place up or down. */
        post: operations["postApiAdminCoursesIdLessonsLessonIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/lessons/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Puts the course's lessons in the order of the ids given. */
        put: operations["putApiAdminCoursesIdLessonsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a question to the quiz. */
        post: operations["postApiAdminCoursesIdQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/questions/{questionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a question of the quiz and its options. */
        put: operations["putApiAdminCoursesIdQuestionsQuestionId"];
        post?: never;
        /** Deletes a question of the quiz. */
        delete: operations["deleteApiAdminCoursesIdQuestionsQuestionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects the record. */
        post: operations["postApiAdminCoursesIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads a course's figures: enrolled, completed, pass rate, average score, completions by month. */
        get: operations["getApiAdminCoursesIdStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/directions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's directions. */
        get: operations["getApiAdminDirections"];
        put?: never;
        /** Creates one of the back office's directions. */
        post: operations["postApiAdminDirections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/directions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's directions. */
        get: operations["getApiAdminDirectionsId"];
        /** Changes one of the back office's directions. */
        put: operations["putApiAdminDirectionsId"];
        post?: never;
        /** Deletes one of the back office's directions. */
        delete: operations["deleteApiAdminDirectionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dirprobono": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's dirprobono. */
        get: operations["getApiAdminDirprobono"];
        put?: never;
        /** Creates one of the back office's dirprobono. */
        post: operations["postApiAdminDirprobono"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dirprobono/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's dirprobono. */
        get: operations["getApiAdminDirprobonoId"];
        /** Changes one of the back office's dirprobono. */
        put: operations["putApiAdminDirprobonoId"];
        post?: never;
        /** Deletes one of the back office's dirprobono. */
        delete: operations["deleteApiAdminDirprobonoId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's districts. */
        get: operations["getApiAdminDistricts"];
        put?: never;
        /** Creates one of the back office's districts. */
        post: operations["postApiAdminDistricts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/districts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's districts. */
        get: operations["getApiAdminDistrictsId"];
        /** Changes one of the back office's districts. */
        put: operations["putApiAdminDistrictsId"];
        post?: never;
        /** Deletes one of the back office's districts. */
        delete: operations["deleteApiAdminDistrictsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the moderation queue of one kind. */
        get: operations["getApiAdminEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one item of the moderation queue. */
        get: operations["getApiAdminEventsId"];
        /** Changes an item of the moderation queue. */
        put: operations["putApiAdminEventsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves an item of the moderation queue. */
        post: operations["postApiAdminEventsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects an item of the moderation queue. */
        post: operations["postApiAdminEventsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or rejects several items of the moderation queue. */
        post: operations["postApiAdminEventsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/initiatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists initiative groups for the back office. */
        get: operations["getApiAdminInitiatives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/initiatives/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one initiative group for the back office. */
        get: operations["getApiAdminInitiativesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/initiatives/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves the record. */
        post: operations["postApiAdminInitiativesIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/initiatives/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects the record. */
        post: operations["postApiAdminInitiativesIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/initiatives/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores a suspended initiative group. */
        post: operations["postApiAdminInitiativesIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/initiatives/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends an initiative group. */
        post: operations["postApiAdminInitiativesIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's news. */
        get: operations["getApiAdminNews"];
        put?: never;
        /** Creates one of the back office's news. */
        post: operations["postApiAdminNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news-sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's news-sections. */
        get: operations["getApiAdminNewsSections"];
        put?: never;
        /** Creates one of the back office's news-sections. */
        post: operations["postApiAdminNewsSections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news-sections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's news-sections. */
        get: operations["getApiAdminNewsSectionsId"];
        /** Changes one of the back office's news-sections. */
        put: operations["putApiAdminNewsSectionsId"];
        post?: never;
        /** Deletes one of the back office's news-sections. */
        delete: operations["deleteApiAdminNewsSectionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's news. */
        get: operations["getApiAdminNewsId"];
        /** Changes one of the back office's news. */
        put: operations["putApiAdminNewsId"];
        post?: never;
        /** Deletes one of the back office's news. */
        delete: operations["deleteApiAdminNewsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the applications to become a partner organization. */
        get: operations["getApiAdminPartnerApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one application to become a partner organization. */
        get: operations["getApiAdminPartnerApplicationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves an application to become a partner organization. */
        post: operations["postApiAdminPartnerApplicationsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-applications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects an application to become a partner organization. */
        post: operations["postApiAdminPartnerApplicationsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's partners. */
        get: operations["getApiAdminPartners"];
        put?: never;
        /** Creates one of the back office's partners. */
        post: operations["postApiAdminPartners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's partners. */
        get: operations["getApiAdminPartnersId"];
        /** Changes one of the back office's partners. */
        put: operations["putApiAdminPartnersId"];
        post?: never;
        /** Deletes one of the back office's partners. */
        delete: operations["deleteApiAdminPartnersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the moderation queue of one kind. */
        get: operations["getApiAdminProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one item of the moderation queue. */
        get: operations["getApiAdminProjectsId"];
        /** Changes an item of the moderation queue. */
        put: operations["putApiAdminProjectsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves an item of the moderation queue. */
        post: operations["postApiAdminProjectsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects an item of the moderation queue. */
        post: operations["postApiAdminProjectsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or rejects several items of the moderation queue. */
        post: operations["postApiAdminProjectsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/publications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists publications for the back office. */
        get: operations["getApiAdminPublications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/publications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one publication for the back office. */
        get: operations["getApiAdminPublicationsId"];
        /** Changes a publication. */
        put: operations["putApiAdminPublicationsId"];
        post?: never;
        /** Deletes a publication. */
        delete: operations["deleteApiAdminPublicationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/publications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves the record. */
        post: operations["postApiAdminPublicationsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/publications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects the record. */
        post: operations["postApiAdminPublicationsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/publications/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a publication's state. */
        post: operations["postApiAdminPublicationsIdState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's regions. */
        get: operations["getApiAdminRegions"];
        put?: never;
        /** Creates one of the back office's regions. */
        post: operations["postApiAdminRegions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/regions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's regions. */
        get: operations["getApiAdminRegionsId"];
        /** Changes one of the back office's regions. */
        put: operations["putApiAdminRegionsId"];
        post?: never;
        /** Deletes one of the back office's regions. */
        delete: operations["deleteApiAdminRegionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists reviews for the back office. */
        get: operations["getApiAdminReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one review for the back office. */
        get: operations["getApiAdminReviewsId"];
        /** Changes a review's moderation. */
        put: operations["putApiAdminReviewsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the back office's dashboard figures. */
        get: operations["getApiAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the moderation queue of one kind. */
        get: operations["getApiAdminTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one item of the moderation queue. */
        get: operations["getApiAdminTasksId"];
        /** Changes an item of the moderation queue. */
        put: operations["putApiAdminTasksId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tasks/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves an item of the moderation queue. */
        post: operations["postApiAdminTasksIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tasks/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects an item of the moderation queue. */
        post: operations["postApiAdminTasksIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tasks/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or rejects several items of the moderation queue. */
        post: operations["postApiAdminTasksBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's tours. */
        get: operations["getApiAdminTours"];
        put?: never;
        /** Creates one of the back office's tours. */
        post: operations["postApiAdminTours"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tours/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's tours. */
        get: operations["getApiAdminToursId"];
        /** Changes one of the back office's tours. */
        put: operations["putApiAdminToursId"];
        post?: never;
        /** Deletes one of the back office's tours. */
        delete: operations["deleteApiAdminToursId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/typecat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's typecat. */
        get: operations["getApiAdminTypecat"];
        put?: never;
        /** Creates one of the back office's typecat. */
        post: operations["postApiAdminTypecat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/typecat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's typecat. */
        get: operations["getApiAdminTypecatId"];
        /** Changes one of the back office's typecat. */
        put: operations["putApiAdminTypecatId"];
        post?: never;
        /** Deletes one of the back office's typecat. */
        delete: operations["deleteApiAdminTypecatId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file for the back office. */
        post: operations["postApiAdminUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the back office's users. */
        get: operations["getApiAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the back office's users. */
        get: operations["getApiAdminUsersId"];
        /** Changes one of the back office's users. */
        put: operations["putApiAdminUsersId"];
        post?: never;
        /** Deletes one of the back office's users. */
        delete: operations["deleteApiAdminUsersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/passport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads a user's passport scan. */
        get: operations["getApiAdminUsersIdPassport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads a user's volunteer profile. */
        get: operations["getApiAdminUsersIdProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a user a password reset link. */
        post: operations["postApiAdminUsersIdResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vacancy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the moderation queue of one kind. */
        get: operations["getApiAdminVacancy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vacancy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one item of the moderation queue. */
        get: operations["getApiAdminVacancyId"];
        /** Changes an item of the moderation queue. */
        put: operations["putApiAdminVacancyId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vacancy/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves an item of the moderation queue. */
        post: operations["postApiAdminVacancyIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vacancy/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects an item of the moderation queue. */
        post: operations["postApiAdminVacancyIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vacancy/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or rejects several items of the moderation queue. */
        post: operations["postApiAdminVacancyBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists identity verification requests. */
        get: operations["getApiAdminVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one identity verification request. */
        get: operations["getApiAdminVerificationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves an identity verification request. */
        post: operations["postApiAdminVerificationsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads a file of a verification request. */
        get: operations["getApiAdminVerificationsIdFilesFileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications/{id}/passport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the passport scan of a verification request. */
        get: operations["getApiAdminVerificationsIdPassport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects an identity verification request. */
        post: operations["postApiAdminVerificationsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the moderation queue of one kind. */
        get: operations["getApiAdminVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one item of the moderation queue. */
        get: operations["getApiAdminVisitsId"];
        /** Changes an item of the moderation queue. */
        put: operations["putApiAdminVisitsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves an item of the moderation queue. */
        post: operations["postApiAdminVisitsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects an item of the moderation queue. */
        post: operations["postApiAdminVisitsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or rejects several items of the moderation queue. */
        post: operations["postApiAdminVisitsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the platform's public analytics. */
        get: operations["getApiAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the platform's public analytics as CSV. */
        get: operations["getApiAnalyticsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws one of the caller's applications. */
        post: operations["postApiApplicationsIdWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published bonus offers. */
        get: operations["getApiBonuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one published bonus offer. */
        get: operations["getApiBonusesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bonuses/{id}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeems a bonus offer for points. */
        post: operations["postApiBonusesIdRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issues a proof-of-work captcha challenge. */
        get: operations["getApiCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks a certificate by its verification token. */
        get: operations["getApiCertificatesToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{token}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads a certificate's PDF by its verification token. */
        get: operations["getApiCertificatesTokenPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the shift a QR code checks the caller in at. */
        get: operations["getApiCheckinId"];
        put?: never;
        /** Checks the caller in at a shift by its QR code. */
        post: operations["postApiCheckinId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the regions. */
        get: operations["getApiCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the comments on something. */
        get: operations["getApiComments"];
        put?: never;
        /** Writes a comment. */
        post: operations["postApiComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a comment. */
        delete: operations["deleteApiCommentsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the organization's activities in the CRM. */
        get: operations["getApiCrmActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the organization's activities in the CRM. */
        get: operations["getApiCrmActivitiesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/activities/{id}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to an activity's participants. */
        post: operations["postApiCrmActivitiesIdMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/activities/{id}/roster.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads an activity's roster as CSV. */
        get: operations["getApiCrmActivitiesIdRosterCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the organization's own analytics. */
        get: operations["getApiCrmAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the organization's applications in the CRM. */
        get: operations["getApiCrmApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the organization's applications in the CRM. */
        get: operations["getApiCrmApplicationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/applications/{id}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Corrects the verified hours of an application. */
        put: operations["putApiCrmApplicationsIdHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/applications/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the hours of an application. */
        post: operations["postApiCrmApplicationsIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/applications/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decides several applications at once. */
        post: operations["postApiCrmApplicationsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the organization's CRM dashboard. */
        get: operations["getApiCrmDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the organization's events in the CRM. */
        get: operations["getApiCrmEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the organization's events in the CRM. */
        get: operations["getApiCrmEventsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/events/{id}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to an event's participants. */
        post: operations["postApiCrmEventsIdMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/events/{id}/roster.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads an event's roster as CSV. */
        get: operations["getApiCrmEventsIdRosterCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/reports/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the organization's verified hours of a month as CSV or PDF. */
        get: operations["getApiCrmReportsHours"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the organization's sessions in the CRM. */
        get: operations["getApiCrmSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the organization's sessions in the CRM. */
        get: operations["getApiCrmSessionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/sessions/{id}/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a volunteer in at a shift by their personal QR code. */
        post: operations["postApiCrmSessionsIdCheckin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/sessions/{id}/checkin-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads a shift's check-in QR code for its organizer. */
        get: operations["getApiCrmSessionsIdCheckinCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/analytics/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refreshes the analytics view (development only). */
        post: operations["postApiDevAnalyticsRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the development mailbox. */
        get: operations["getApiDevMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/reminders/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs the due reminders now (development only). */
        post: operations["postApiDevRemindersRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/sessions/{id}/held": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a session held now (development only). */
        post: operations["postApiDevSessionsIdHeld"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the districts, of a region or all, searched. */
        get: operations["getApiDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads a series of events. */
        get: operations["getApiEventGroupsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published events, filtered and paged. */
        get: operations["getApiEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one published event. */
        get: operations["getApiEventsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads an event's calendar file (ICS). */
        get: operations["getApiEventsIdIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the map markers of the published events the filters match. */
        get: operations["getApiEventsMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's favorites. */
        get: operations["getApiFavorites"];
        put?: never;
        /** Adds a favorite. */
        post: operations["postApiFavorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a favorite. */
        delete: operations["deleteApiFavoritesTypeId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tells whether the server and its database are up. */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the home page's blocks. */
        get: operations["getApiHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/initiatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the active initiative groups. */
        get: operations["getApiInitiatives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/initiatives/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one initiative group. */
        get: operations["getApiInitiativesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/initiatives/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks to join an initiative group. */
        post: operations["postApiInitiativesIdJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's applications. */
        get: operations["getApiMyApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/applications/{applicationId}/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the caller's own CV of an application. */
        get: operations["getApiMyApplicationsApplicationIdCv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's past activities. */
        get: operations["getApiMyArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/bonuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's own bonus offers. */
        get: operations["getApiMyBonuses"];
        put?: never;
        /** Creates a bonus offer as a draft. */
        post: operations["postApiMyBonuses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/bonuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the caller's bonus offers. */
        get: operations["getApiMyBonusesId"];
        /** Changes one of the caller's bonus offers. */
        put: operations["putApiMyBonusesId"];
        post?: never;
        /** Deletes one of the caller's draft bonus offers. */
        delete: operations["deleteApiMyBonusesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/bonuses/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives one of the caller's bonus offers. */
        post: operations["postApiMyBonusesIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/bonuses/{id}/redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the redemptions of one of the caller's bonus offers. */
        get: operations["getApiMyBonusesIdRedemptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/bonuses/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits one of the caller's bonus offers for moderation. */
        post: operations["postApiMyBonusesIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/bonuses/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a redemption code shown by a volunteer. */
        post: operations["postApiMyBonusesCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/bonuses/redemptions/{id}/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a redemption code used. */
        post: operations["postApiMyBonusesRedemptionsIdUse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's volunteer book: hours by year and direction, activities, reviews, courses, certificates. */
        get: operations["getApiMyBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's certificates. */
        get: operations["getApiMyCertificates"];
        put?: never;
        /** Makes a certificate of the caller's verified hours. */
        post: operations["postApiMyCertificates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/certificates/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads one of the caller's certificates as PDF. */
        get: operations["getApiMyCertificatesIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's own courses in every state, or in one (?moderation=). */
        get: operations["getApiMyCourses"];
        put?: never;
        /** Creates a course as a draft. */
        post: operations["postApiMyCourses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the caller's courses with its lessons and quiz (right options marked). */
        get: operations["getApiMyCoursesId"];
        /** Changes one of the caller's courses; an approved one goes back to moderation. */
        put: operations["putApiMyCoursesId"];
        post?: never;
        /** Deletes one of the caller's courses, or archives it when anyone enrolled or an activity requires it. */
        delete: operations["deleteApiMyCoursesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}/learners.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads a course's learners as CSV. */
        get: operations["getApiMyCoursesIdLearnersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a lesson after the last one. */
        post: operations["postApiMyCoursesIdLessons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a lesson. */
        put: operations["putApiMyCoursesIdLessonsLessonId"];
        post?: never;
        /** Deletes a lesson; the ones after it move up. */
        delete: operations["deleteApiMyCoursesIdLessonsLessonId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}/lessons/{lessonId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves a lesson one place up or down. */
        post: operations["postApiMyCoursesIdLessonsLessonIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}/lessons/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Puts the course's lessons in the order of the ids given. */
        put: operations["putApiMyCoursesIdLessonsOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a question to the quiz. */
        post: operations["postApiMyCoursesIdQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}/questions/{questionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a question of the quiz and its options. */
        put: operations["putApiMyCoursesIdQuestionsQuestionId"];
        post?: never;
        /** Deletes a question of the quiz. */
        delete: operations["deleteApiMyCoursesIdQuestionsQuestionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads a course's figures: enrolled, completed, pass rate, average score, completions by month. */
        get: operations["getApiMyCoursesIdStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/courses/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends one of the caller's draft or rejected courses to moderation. */
        post: operations["postApiMyCoursesIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/event-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's series of events. */
        get: operations["getApiMyEventGroups"];
        put?: never;
        /** Creates a series of events. */
        post: operations["postApiMyEventGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's own events. */
        get: operations["getApiMyEvents"];
        put?: never;
        /** Creates a event as a draft. */
        post: operations["postApiMyEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the caller's events for editing. */
        get: operations["getApiMyEventsId"];
        /** Changes one of the caller's events. */
        put: operations["putApiMyEventsId"];
        post?: never;
        /** Deletes a draft or rejected event without applications. */
        delete: operations["deleteApiMyEventsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the applications to one of the caller's events. */
        get: operations["getApiMyEventsIdApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events/{id}/applications/{applicationId}/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the CV of an application to one of the caller's events. */
        get: operations["getApiMyEventsIdApplicationsApplicationIdCv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events/{id}/applications/{applicationId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts, rejects or otherwise decides an application to one of the caller's events. */
        post: operations["postApiMyEventsIdApplicationsApplicationIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events/{id}/applications/{applicationId}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Corrects the verified hours of an application to one of the caller's events. */
        put: operations["putApiMyEventsIdApplicationsApplicationIdHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events/{id}/applications/{applicationId}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the owner's private note on an application to one of the caller's events. */
        put: operations["putApiMyEventsIdApplicationsApplicationIdNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events/{id}/applications/{applicationId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the hours of an application to one of the caller's events. */
        post: operations["postApiMyEventsIdApplicationsApplicationIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives one of the caller's events. */
        post: operations["postApiMyEventsIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/events/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits one of the caller's events for moderation. */
        post: operations["postApiMyEventsIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's friends and friend requests. */
        get: operations["getApiMyFriends"];
        put?: never;
        /** Sends a friend request. */
        post: operations["postApiMyFriends"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/friends/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends a friendship or withdraws a request. */
        delete: operations["deleteApiMyFriendsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/friends/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts a friend request. */
        post: operations["postApiMyFriendsIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/friends/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines a friend request. */
        post: operations["postApiMyFriendsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/friends/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists what the caller's friends take part in. */
        get: operations["getApiMyFriendsActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/friends/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finds volunteers to befriend by name. */
        get: operations["getApiMyFriendsFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/friends/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invites some of the caller's friends to an activity. */
        post: operations["postApiMyFriendsInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/friends/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the friendship between the caller and another person. */
        get: operations["getApiMyFriendsStatusId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiative-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the invitations to initiative groups the caller received. */
        get: operations["getApiMyInitiativeInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiative-invitations/{requestId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts or declines an invitation to an initiative group. */
        post: operations["postApiMyInitiativeInvitationsRequestIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's initiative groups. */
        get: operations["getApiMyInitiatives"];
        put?: never;
        /** Registers a new initiative group. */
        post: operations["postApiMyInitiatives"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the caller's initiative groups. */
        get: operations["getApiMyInitiativesId"];
        /** Changes an initiative group the caller leads. */
        put: operations["putApiMyInitiativesId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invites volunteers to an initiative group. */
        post: operations["postApiMyInitiativesIdInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/leader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hands the leadership of an initiative group to a member. */
        post: operations["postApiMyInitiativesIdLeader"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads an initiative group's logo. */
        post: operations["postApiMyInitiativesIdLogo"];
        /** Removes an initiative group's logo. */
        delete: operations["deleteApiMyInitiativesIdLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the members of an initiative group the caller leads. */
        get: operations["getApiMyInitiativesIdMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a member from an initiative group. */
        delete: operations["deleteApiMyInitiativesIdMembersUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/members/{userId}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a member's role in an initiative group. */
        post: operations["postApiMyInitiativesIdMembersUserIdRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the requests to join an initiative group. */
        get: operations["getApiMyInitiativesIdRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraws an invitation to an initiative group. */
        delete: operations["deleteApiMyInitiativesIdRequestsRequestId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/requests/{requestId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts or declines a request to join an initiative group. */
        post: operations["postApiMyInitiativesIdRequestsRequestIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits an initiative group again for moderation. */
        post: operations["postApiMyInitiativesIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists a group's teams. */
        get: operations["getApiMyInitiativesIdTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/teams/{teamId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Joins a team of the caller's group. */
        post: operations["postApiMyInitiativesIdTeamsTeamIdJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/teams/{teamId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes the members of a group's team. */
        put: operations["putApiMyInitiativesIdTeamsTeamIdMembers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/initiatives/{id}/teams/{teamId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leaves a team of the caller's group. */
        post: operations["postApiMyInitiativesIdTeamsTeamIdWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/learning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's courses: in progress (state=active, the default) or completed. */
        get: operations["getApiMyLearning"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/news-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's news feed. */
        get: operations["getApiMyNewsFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's organization profile. */
        get: operations["getApiMyOrganization"];
        /** Changes the caller's organization profile. */
        put: operations["putApiMyOrganization"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/organization/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads the organization's banner. */
        post: operations["postApiMyOrganizationBanner"];
        /** Removes the organization's banner. */
        delete: operations["deleteApiMyOrganizationBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/organization/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a document of the caller's organization. */
        post: operations["postApiMyOrganizationFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/organization/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a document of the caller's organization. */
        delete: operations["deleteApiMyOrganizationFilesId"];
        options?: never;
        head?: never;
        /** Changes a document of the caller's organization. */
        patch: operations["patchApiMyOrganizationFilesId"];
        trace?: never;
    };
    "/api/my/organization/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads the organization's logo. */
        post: operations["postApiMyOrganizationLogo"];
        /** Removes the organization's logo. */
        delete: operations["deleteApiMyOrganizationLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/partner-application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's application to become a partner organization. */
        get: operations["getApiMyPartnerApplication"];
        put?: never;
        /** Applies to become a partner organization. */
        post: operations["postApiMyPartnerApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's hours and points. */
        get: operations["getApiMyPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's own publications. */
        get: operations["getApiMyPosts"];
        put?: never;
        /** Creates a publication. */
        post: operations["postApiMyPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the caller's publications. */
        get: operations["getApiMyPostsId"];
        /** Changes one of the caller's publications. */
        put: operations["putApiMyPostsId"];
        post?: never;
        /** Deletes one of the caller's publications. */
        delete: operations["deleteApiMyPostsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/posts/{id}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a publication's or notice's state. */
        post: operations["postApiMyPostsIdState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/project-partnerships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's organization's project partnerships. */
        get: operations["getApiMyProjectPartnerships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's own projects. */
        get: operations["getApiMyProjects"];
        put?: never;
        /** Creates a project as a draft. */
        post: operations["postApiMyProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the caller's projects for editing. */
        get: operations["getApiMyProjectsId"];
        /** Changes one of the caller's projects. */
        put: operations["putApiMyProjectsId"];
        post?: never;
        /** Deletes a draft or rejected project without applications. */
        delete: operations["deleteApiMyProjectsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the applications to one of the caller's projects. */
        get: operations["getApiMyProjectsIdApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/applications/{applicationId}/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the CV of an application to one of the caller's projects. */
        get: operations["getApiMyProjectsIdApplicationsApplicationIdCv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/applications/{applicationId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts, rejects or otherwise decides an application to one of the caller's projects. */
        post: operations["postApiMyProjectsIdApplicationsApplicationIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/applications/{applicationId}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Corrects the verified hours of an application to one of the caller's projects. */
        put: operations["putApiMyProjectsIdApplicationsApplicationIdHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/applications/{applicationId}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the owner's private note on an application to one of the caller's projects. */
        put: operations["putApiMyProjectsIdApplicationsApplicationIdNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/applications/{applicationId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the hours of an application to one of the caller's projects. */
        post: operations["postApiMyProjectsIdApplicationsApplicationIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives one of the caller's projects. */
        post: operations["postApiMyProjectsIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/partner-candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finds organizations to invite as partners of a project. */
        get: operations["getApiMyProjectsIdPartnerCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the partners of one of the caller's projects. */
        get: operations["getApiMyProjectsIdPartners"];
        put?: never;
        /** Invites an organization to partner a project. */
        post: operations["postApiMyProjectsIdPartners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/partners/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a partner from a project. */
        delete: operations["deleteApiMyProjectsIdPartnersOrgId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/partners/{orgId}/{decision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts or declines an organization's request to partner a project. */
        post: operations["postApiMyProjectsIdPartnersOrgIdDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/projects/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits one of the caller's projects for moderation. */
        post: operations["postApiMyProjectsIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's redemption codes. */
        get: operations["getApiMyRedemptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's referral link and who joined by it. */
        get: operations["getApiMyReferral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/referral/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Draws the caller's referral link as a QR code (SVG). */
        get: operations["getApiMyReferralQrSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the reviews the caller gave and received. */
        get: operations["getApiMyReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/reviews/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the reviews the caller still owes. */
        get: operations["getApiMyReviewsPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/task-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's tasks as a performer. */
        get: operations["getApiMyTaskApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's own tasks. */
        get: operations["getApiMyTasks"];
        put?: never;
        /** Creates a task as a draft. */
        post: operations["postApiMyTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the caller's tasks for editing. */
        get: operations["getApiMyTasksId"];
        /** Changes one of the caller's tasks. */
        put: operations["putApiMyTasksId"];
        post?: never;
        /** Deletes a draft or rejected task without applications. */
        delete: operations["deleteApiMyTasksId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the applications to one of the caller's tasks. */
        get: operations["getApiMyTasksIdApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/applications/{applicationId}/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the CV of an application to one of the caller's tasks. */
        get: operations["getApiMyTasksIdApplicationsApplicationIdCv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/applications/{applicationId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts, rejects or otherwise decides an application to one of the caller's tasks. */
        post: operations["postApiMyTasksIdApplicationsApplicationIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/applications/{applicationId}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Corrects the verified hours of an application to one of the caller's tasks. */
        put: operations["putApiMyTasksIdApplicationsApplicationIdHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/applications/{applicationId}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the owner's private note on an application to one of the caller's tasks. */
        put: operations["putApiMyTasksIdApplicationsApplicationIdNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/applications/{applicationId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the hours of an application to one of the caller's tasks. */
        post: operations["postApiMyTasksIdApplicationsApplicationIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives one of the caller's tasks. */
        post: operations["postApiMyTasksIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the results of one of the caller's tasks. */
        get: operations["getApiMyTasksIdResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/results/{resultId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts a task's result. */
        post: operations["postApiMyTasksIdResultsResultIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/results/{resultId}/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks for changes to a task's result. */
        post: operations["postApiMyTasksIdResultsResultIdRequestChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/tasks/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits one of the caller's tasks for moderation. */
        post: operations["postApiMyTasksIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/uploads/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file of the given kind. */
        post: operations["postApiMyUploadsKind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/uploads/bonus-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file of kind bonus-image. */
        post: operations["postApiMyUploadsBonusImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/uploads/course-attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file of kind course-attachment. */
        post: operations["postApiMyUploadsCourseAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/uploads/course-cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file of kind course-cover. */
        post: operations["postApiMyUploadsCourseCover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/uploads/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file of kind cv. */
        post: operations["postApiMyUploadsCv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/uploads/partner-logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file of kind partner-logo. */
        post: operations["postApiMyUploadsPartnerLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/uploads/publication-cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file of kind publication-cover. */
        post: operations["postApiMyUploadsPublicationCover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/uploads/publication-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file of kind publication-photo. */
        post: operations["postApiMyUploadsPublicationPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/uploads/task-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a file of kind task-result. */
        post: operations["postApiMyUploadsTaskResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's own vacancies. */
        get: operations["getApiMyVacancies"];
        put?: never;
        /** Creates a vacancy as a draft. */
        post: operations["postApiMyVacancies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the caller's vacancies for editing. */
        get: operations["getApiMyVacanciesId"];
        /** Changes one of the caller's vacancies. */
        put: operations["putApiMyVacanciesId"];
        post?: never;
        /** Deletes a draft or rejected vacancy without applications. */
        delete: operations["deleteApiMyVacanciesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the applications to one of the caller's vacancies. */
        get: operations["getApiMyVacanciesIdApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies/{id}/applications/{applicationId}/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the CV of an application to one of the caller's vacancies. */
        get: operations["getApiMyVacanciesIdApplicationsApplicationIdCv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies/{id}/applications/{applicationId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts, rejects or otherwise decides an application to one of the caller's vacancies. */
        post: operations["postApiMyVacanciesIdApplicationsApplicationIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies/{id}/applications/{applicationId}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Corrects the verified hours of an application to one of the caller's vacancies. */
        put: operations["putApiMyVacanciesIdApplicationsApplicationIdHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies/{id}/applications/{applicationId}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the owner's private note on an application to one of the caller's vacancies. */
        put: operations["putApiMyVacanciesIdApplicationsApplicationIdNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies/{id}/applications/{applicationId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the hours of an application to one of the caller's vacancies. */
        post: operations["postApiMyVacanciesIdApplicationsApplicationIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives one of the caller's vacancies. */
        post: operations["postApiMyVacanciesIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/vacancies/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits one of the caller's vacancies for moderation. */
        post: operations["postApiMyVacanciesIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's identity verification. */
        get: operations["getApiMyVerification"];
        put?: never;
        /** Asks for identity verification. */
        post: operations["postApiMyVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's visibility in the volunteer directory. */
        get: operations["getApiMyVisibility"];
        /** Changes the caller's visibility in the volunteer directory. */
        put: operations["putApiMyVisibility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's own visits. */
        get: operations["getApiMyVisits"];
        put?: never;
        /** Creates a visit as a draft. */
        post: operations["postApiMyVisits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one of the caller's visits for editing. */
        get: operations["getApiMyVisitsId"];
        /** Changes one of the caller's visits. */
        put: operations["putApiMyVisitsId"];
        post?: never;
        /** Deletes a draft or rejected visit without applications. */
        delete: operations["deleteApiMyVisitsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the applications to one of the caller's visits. */
        get: operations["getApiMyVisitsIdApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits/{id}/applications/{applicationId}/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the CV of an application to one of the caller's visits. */
        get: operations["getApiMyVisitsIdApplicationsApplicationIdCv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits/{id}/applications/{applicationId}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts, rejects or otherwise decides an application to one of the caller's visits. */
        post: operations["postApiMyVisitsIdApplicationsApplicationIdDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits/{id}/applications/{applicationId}/hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Corrects the verified hours of an application to one of the caller's visits. */
        put: operations["putApiMyVisitsIdApplicationsApplicationIdHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits/{id}/applications/{applicationId}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the owner's private note on an application to one of the caller's visits. */
        put: operations["putApiMyVisitsIdApplicationsApplicationIdNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits/{id}/applications/{applicationId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verifies the hours of an application to one of the caller's visits. */
        post: operations["postApiMyVisitsIdApplicationsApplicationIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archives one of the caller's visits. */
        post: operations["postApiMyVisitsIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/visits/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits one of the caller's visits for moderation. */
        post: operations["postApiMyVisitsIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/volunteer-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's volunteer profile. */
        get: operations["getApiMyVolunteerProfile"];
        /** Changes the caller's volunteer profile. */
        put: operations["putApiMyVolunteerProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/volunteer-profile/passport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads the caller's passport scan. */
        get: operations["getApiMyVolunteerProfilePassport"];
        put?: never;
        /** Uploads the caller's passport scan. */
        post: operations["postApiMyVolunteerProfilePassport"];
        /** Removes the caller's passport scan. */
        delete: operations["deleteApiMyVolunteerProfilePassport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published news, filtered and paged. */
        get: operations["getApiNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/{section}/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one news item by its section and address. */
        get: operations["getApiNewsSectionSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/by-id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one news item by its id. */
        get: operations["getApiNewsByIdId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the news sections. */
        get: operations["getApiNewsSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the caller's notifications. */
        get: operations["getApiNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one notification read. */
        post: operations["postApiNotificationsIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks all the caller's notifications read. */
        post: operations["postApiNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves this OpenAPI description. */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the organizations, filtered and paged. */
        get: operations["getApiOrgs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one organization's public profile. */
        get: operations["getApiOrgsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Downloads a document of an organization. */
        get: operations["getApiOrgsIdFilesFileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orgs/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the map markers of the organizations the filters match. */
        get: operations["getApiOrgsMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the platform's partners. */
        get: operations["getApiPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published publications and notices. */
        get: operations["getApiPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one publication or notice. */
        get: operations["getApiPostsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published projects, filtered and paged. */
        get: operations["getApiProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one published project. */
        get: operations["getApiProjectsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/partnership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks to partner a project. */
        post: operations["postApiProjectsIdPartnership"];
        /** Leaves a project's partnership or withdraws a request. */
        delete: operations["deleteApiProjectsIdPartnership"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/partnership/{decision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts or declines an invitation to partner a project. */
        post: operations["postApiProjectsIdPartnershipDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the map markers of the published projects the filters match. */
        get: operations["getApiProjectsMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the entries of a reference list. */
        get: operations["getApiReferenceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published reviews of someone, with the rating. */
        get: operations["getApiReviews"];
        put?: never;
        /** Writes a review after a completed activity. */
        post: operations["postApiReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes one of the caller's reviews. */
        put: operations["putApiReviewsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports a review. */
        post: operations["postApiReviewsIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Searches activities, organizations, groups and news. */
        get: operations["getApiSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs the caller up to a session. */
        post: operations["postApiSessionsIdApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs a team of the caller's group up to a session. */
        post: operations["postApiSessionsIdTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the platform's set-up the public site needs. */
        get: operations["getApiSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/operator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the personal data operator's details. */
        get: operations["getApiSiteOperator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published tasks, filtered and paged. */
        get: operations["getApiTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one published task. */
        get: operations["getApiTasksId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tasks/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hands in a task's result. */
        post: operations["postApiTasksIdResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/telegram/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes the Telegram bot's updates (404: no bot configured). */
        post: operations["postApiTelegramWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes the caller's account. */
        delete: operations["deleteApiUserAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads the caller's avatar. */
        post: operations["postApiUserAvatar"];
        /** Removes the caller's avatar. */
        delete: operations["deleteApiUserAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/checkin-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's personal check-in QR code. */
        get: operations["getApiUserCheckinCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activates an account by its e-mailed link. */
        post: operations["postApiUserConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/confirm/{id}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks an account activation link. */
        get: operations["getApiUserConfirmIdToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a password recovery link. */
        post: operations["postApiUserForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/get-avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the signed-in user's header data. */
        get: operations["getApiUserGetAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with a username and password. */
        post: operations["postApiUserLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login/telegram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with Telegram. */
        post: operations["postApiUserLoginTelegram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out this session. */
        post: operations["postApiUserLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out every session of the caller. */
        post: operations["postApiUserLogoutAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the caller's password. */
        post: operations["postApiUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's profile. */
        get: operations["getApiUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password by a recovery link. */
        post: operations["postApiUserRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/recovery/{id}/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks a password recovery link. */
        get: operations["getApiUserRecoveryIdToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers an account. */
        post: operations["postApiUserRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the activation link again. */
        post: operations["postApiUserResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's settings. */
        get: operations["getApiUserSettings"];
        /** Changes the caller's settings. */
        put: operations["putApiUserSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/telegram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads the caller's Telegram link. */
        get: operations["getApiUserTelegram"];
        put?: never;
        post?: never;
        /** Unlinks the caller's Telegram account. */
        delete: operations["deleteApiUserTelegram"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/telegram/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Links the caller's Telegram account. */
        post: operations["postApiUserTelegramLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/telegram/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Chooses the notices sent to the caller on Telegram. */
        put: operations["putApiUserTelegramTopics"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks registration fields before sending. */
        post: operations["postApiUserValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vacancies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published vacancies, filtered and paged. */
        get: operations["getApiVacancies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vacancies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one published vacancy. */
        get: operations["getApiVacanciesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the published visits, filtered and paged. */
        get: operations["getApiVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one published visit. */
        get: operations["getApiVisitsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the map markers of the published visits the filters match. */
        get: operations["getApiVisitsMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the volunteers who show in the directory. */
        get: operations["getApiVolons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads one volunteer's public profile. */
        get: operations["getApiVolonsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volons/{id}/book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reads a volunteer's book, when they show it on their public page. */
        get: operations["getApiVolonsIdBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves the Prometheus metrics (METRICS_TOKEN). */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves robots.txt. */
        get: operations["getRobotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ru": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves a page of the public site. */
        get: operations["getRu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ru/{rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves a page of the public site. */
        get: operations["getRuRest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ru/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opens the back office in the language of the site. */
        get: operations["getRuAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ru/admin/{rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opens the back office in the language of the site. */
        get: operations["getRuAdminRest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ru/crm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opens the back office in the language of the site. */
        get: operations["getRuCrm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ru/news/atom.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves the news feed (RSS or Atom). */
        get: operations["getRuNewsAtomXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ru/news/rss.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves the news feed (RSS or Atom). */
        get: operations["getRuNewsRssXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ru/news/view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirects an old news address to the item's page. */
        get: operations["getRuNewsViewId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves the sitemap. */
        get: operations["getSitemapXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sw.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves the public site's service worker. */
        get: operations["getSwJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{folder}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves an uploaded public file; with ?w=320, 640, 960 or 1280 a picture as a WebP copy at most that wide. */
        get: operations["getUploadsFolderName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves a page of the public site. */
        get: operations["getUz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uz/{rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves a page of the public site. */
        get: operations["getUzRest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uz/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opens the back office in the language of the site. */
        get: operations["getUzAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uz/admin/{rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opens the back office in the language of the site. */
        get: operations["getUzAdminRest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uz/crm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opens the back office in the language of the site. */
        get: operations["getUzCrm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uz/news/atom.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves the news feed (RSS or Atom). */
        get: operations["getUzNewsAtomXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uz/news/rss.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serves the news feed (RSS or Atom). */
        get: operations["getUzNewsRssXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uz/news/view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirects an old news address to the item's page. */
        get: operations["getUzNewsViewId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The spec's answer shape for registration and other account actions (error 1 = failure). */
        AccountActionResponse: {
            /** @enum {number} */
            error: 0 | 1;
            msg: string;
            fields?: {
                [key: string]: string;
            };
        };
        /** @description `GET /api/user/confirm/:id/:token` and `GET /api/user/recovery/:id/:token`: the link's state, checked without using it. */
        AccountLinkCheck: {
            state: components["schemas"]["AccountLinkState"];
        };
        /**
         * @description What an emailed account link is worth now: usable, already used (or replaced by a newer one), expired, or never issued.
         * @enum {string}
         */
        AccountLinkState: "valid" | "used" | "expired" | "invalid";
        /** @description GET/PUT /api/user/settings: the account's own settings. */
        AccountSettings: {
            name: string;
            email: string;
            /** @description The site's and the emails' language. */
            locale: components["schemas"]["Locale"];
            /** @description Emails about activities (account mails — confirmation, recovery — always go). */
            notifyEmail: boolean;
            /** @description In-app notifications (the bell). */
            notifyInApp: boolean;
            /** @description 256 px WebP square, 64 px WebP square and 256 px JPEG fallback; null without an avatar. */
            avatar: string | null;
            avatarThumb: string | null;
            avatarFallback: string | null;
        };
        /** @description GET /api/user/settings. */
        AccountSettingsResponse: {
            data: components["schemas"]["AccountSettings"];
        };
        /** @description PUT /api/user/settings, POST and DELETE /api/user/avatar: what was saved, said in the account's language. */
        AccountSettingsSaved: {
            /** @constant */
            error: 0;
            msg: string;
            data: components["schemas"]["AccountSettings"];
        };
        /** @description An answer that only says the call succeeded (`{ error: 0 }`). */
        Acknowledged: {
            /** @constant */
            error: 0;
        };
        /** @enum {string} */
        ActivityKind: "event" | "visit" | "project" | "task" | "vacancy";
        /** @description An error body of the back office (/api/admin): ApiErrorBody plus what react-admin reads, `message` (its notification) and `errors` (the messages shown on the inputs). */
        AdminErrorBody: {
            /** @description Machine-readable code, e.g. 'not_found'. */
            error: string;
            /** @description Human text in the request's locale. */
            msg: string;
            /** @description Per-field messages for validation errors. */
            fields?: {
                [key: string]: string;
            };
            /** @description Request id to quote when reporting a 500. */
            requestId?: string;
            message: string;
            errors?: {
                [key: string]: string;
            };
        };
        /** @description One group in the back office: GET /api/admin/initiatives/:id, and the answer of its approval, rejection, suspension and restoration. */
        AdminGroupDetail: {
            id: number;
            nameRu: string;
            nameUz: string | null;
            status: number;
            moderation: components["schemas"]["ModerationState"];
            regionId: number | null;
            districtId: number | null;
            leaderId: number | null;
            leaderName: string | null;
            memberCount: number;
            rejectReason: string | null;
            suspendReason: string | null;
            submittedAt: string | null;
            publishedAt: string | null;
            suspendedAt: string | null;
            createdAt: string;
            descriptionRu: string;
            descriptionUz: string | null;
            goalsRu: string | null;
            goalsUz: string | null;
            phone: string | null;
            email: string | null;
            links: string[];
            /** @description YYYY-MM-DD. */
            foundedOn: string | null;
            cover: string | null;
            logo: components["schemas"]["GroupLogo"] | null;
            directionIds: number[];
        };
        /** @description GET /api/admin/initiatives: a page of back-office rows, with a Content-Range header. */
        AdminGroupList: components["schemas"]["AdminGroupRow"][];
        /** @description A back-office row (GET /api/admin/initiatives). */
        AdminGroupRow: {
            id: number;
            nameRu: string;
            nameUz: string | null;
            status: number;
            moderation: components["schemas"]["ModerationState"];
            regionId: number | null;
            districtId: number | null;
            leaderId: number | null;
            leaderName: string | null;
            memberCount: number;
            rejectReason: string | null;
            suspendReason: string | null;
            submittedAt: string | null;
            publishedAt: string | null;
            suspendedAt: string | null;
            createdAt: string;
        };
        /** @description GET /api/admin/stats: the back office's dashboard figures. */
        AdminStats: {
            /** @description The platform's public figures, as the home page and the analytics page show them. */
            figures: components["schemas"]["AnalyticsFigures"];
            /** @description Every role with its number of accounts, zeros included. */
            usersByRole: {
                admin: number;
                moderator: number;
                volon: number;
                organization: number;
                bussines: number;
                partner: number;
                trainee: number;
            };
            /** @description Sign-ups per Tashkent day (YYYY-MM-DD) of the last 30 days, oldest first, zeros included. */
            signupsByDay: {
                date: string;
                count: number;
            }[];
        };
        /** @description POST /api/admin/uploads → 201: where the uploaded image is served. */
        AdminUploadResult: {
            url: string;
        };
        /** @description A signed ALTCHA v2 proof-of-work challenge, as altcha-lib's createChallenge makes it and the widget reads it. */
        AltchaChallenge: {
            codeChallenge?: {
                image: string;
                audio?: string;
                length?: number;
            };
            parameters: {
                algorithm: string;
                nonce: string;
                salt: string;
                cost: number;
                keyLength: number;
                keyPrefix: string;
                keySignature?: string;
                memoryCost?: number;
                parallelism?: number;
                /** @description Epoch seconds. */
                expiresAt?: number;
                data?: {
                    [key: string]: string | number | boolean | null;
                };
            };
            signature?: string;
        };
        /** @description One district's line of a region's analytics (`districtId` null: the records with no district). */
        AnalyticsDistrictRow: {
            districtId: number | null;
            name: string;
            volunteers: number;
            hours: number;
            events: number;
            projects: number;
            organizations: number;
            coursesCompleted: number;
        };
        AnalyticsDto: {
            from: string | null;
            to: string | null;
            /** @description A direction filter narrows volunteers and organizations by the directions named in their profile (they have no activity). In the CRM call, volunteers are the distinct volunteers with verified hours in the organization's activities (of that direction, when one is chosen), and coursesCompleted the completions of the organization's own courses. */
            direction: components["schemas"]["DirectionKey"] | null;
            totals: components["schemas"]["AnalyticsFigures"];
            /** @description Every one of the 14 regions, even with zeros, in the reference order. */
            byRegion: {
                regionKey: string;
                regionId: number;
                name: string;
                volunteers: number;
                hours: number;
                events: number;
                projects: number;
                organizations: number;
                coursesCompleted: number;
            }[];
            /** @description Organizations by the directions their profile names (the CRM's own figures: 0). */
            byDirection: {
                direction: components["schemas"]["DirectionKey"];
                name: string;
                volunteers: number;
                hours: number;
                events: number;
                projects: number;
                organizations: number;
                coursesCompleted: number;
            }[];
            /** @description Only when a region is chosen (`region=`; absent otherwise and in the CRM call): that region's figures by district — every active district of the region in the reference order (zeros included; an inactive one only while it has figures), then one line (`districtId` null, ANALYTICS_DISTRICT_TEXTS' `none`) for the records with no district. The lines add up to the region's line of `byRegion`. An unknown region id gives an empty list. The district of a figure: the activity's (hours, events, projects), the organization's, the volunteer's account's (volunteers, coursesCompleted). */
            byDistrict?: components["schemas"]["AnalyticsDistrictRow"][];
            /** @description Month by month, oldest first (YYYY-MM). */
            byMonth: {
                month: string;
                volunteers: number;
                hours: number;
                events: number;
                projects: number;
                organizations: number;
                coursesCompleted: number;
            }[];
            /** @description When the aggregates were last computed (ISO UTC). */
            refreshedAt: string | null;
        };
        AnalyticsFigures: {
            volunteers: number;
            hours: number;
            events: number;
            projects: number;
            organizations: number;
            coursesCompleted: number;
        };
        /** @description POST /api/dev/analytics/refresh (development only): whether the analytics view was recomputed. */
        AnalyticsRefreshed: {
            refreshed: boolean;
        };
        /** @description GET /api/analytics and /api/crm/analytics. */
        AnalyticsResponse: {
            data: components["schemas"]["AnalyticsDto"];
        };
        /** @description Every error body the API answers with: the one shape, the back office's, and the account actions' `{ error: 1 }` (registration). */
        ApiErrorAnswer: components["schemas"]["Error"] | components["schemas"]["AdminErrorBody"] | components["schemas"]["AccountActionResponse"];
        /** @description Body of every API error (DESIGN.md §5). */
        Error: {
            /** @description Machine-readable code, e.g. 'not_found'. */
            error: string;
            /** @description Human text in the request's locale. */
            msg: string;
            /** @description Per-field messages for validation errors. */
            fields?: {
                [key: string]: string;
            };
            /** @description Request id to quote when reporting a 500. */
            requestId?: string;
        };
        /** @description GET /api/my/applications: a page of the volunteer's applications. */
        ApplicationPage: {
            data: components["schemas"]["ApplicationRow"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/applications: a volunteer's application with what it is for. */
        ApplicationRow: {
            id: number;
            state: components["schemas"]["ApplicationState"];
            createdAt: string;
            /** @description The session applied to; null for an application to a kind without sessions. */
            session: {
                id: number;
                title: string | null;
                startsAt: string;
                endsAt: string;
            } | null;
            /** @description The activity applied to (through its session when it has one). */
            target: {
                type: components["schemas"]["FavoriteType"];
                id: number;
                title: string;
                cover: string | null;
                organization: components["schemas"]["OrganizationBrief"];
            };
            hours: number | null;
        };
        /** @enum {string} */
        ApplicationState: "pending" | "waitlisted" | "shortlisted" | "interview" | "accepted" | "rejected" | "withdrawn" | "attended" | "completed";
        ArchiveActivity: {
            applicationId: number;
            kind: string;
            activityId: number;
            title: string;
            organization: string;
            state: string;
            startsAt: string | null;
            endsAt: string | null;
            hours: number | null;
            verifiedAt: string | null;
            /** @description Whether a certificate can be made for it (verified hours). */
            certifiable: boolean;
        };
        /** @description GET /api/my/archive?year= → everything the caller took part in and finished. */
        ArchiveDto: {
            /** @description Years that have anything, newest first (for the filter). */
            years: number[];
            year: number | null;
            totals: {
                activities: number;
                hours: number;
                points: number;
                bonuses: number;
                reviews: number;
            };
            activities: components["schemas"]["ArchiveActivity"][];
            bonuses: {
                id: number;
                title: string;
                points: number;
                /** @enum {string} */
                state: "issued" | "used";
                createdAt: string;
            }[];
            reviews: components["schemas"]["ArchiveReview"][];
            /** @description A list cut at its ARCHIVE_LIMITS cap (the totals still count everything). */
            truncated: {
                activities: boolean;
                bonuses: boolean;
                reviews: boolean;
            };
        };
        /** @description A review the caller wrote (`written`) or received, about an activity (its title: `targetTitle`). */
        ArchiveReview: {
            id: number;
            targetTitle: string;
            rating: number;
            text: string;
            createdAt: string;
            written: boolean;
            /** @description The activity reviewed (kind and id, for its page). */
            kind: string;
            activityId: number;
            /** @description The other side: whom the caller reviewed, or who reviewed them. */
            party: string;
        };
        /** @description GET /api/admin/audit, with a Content-Range header. */
        AuditAdminList: components["schemas"]["AuditAdminRecord"][];
        /** @description One row of the audit log: GET /api/admin/audit/:id. */
        AuditAdminRecord: {
            id: number;
            userId: number | null;
            userEmail: string;
            action: string;
            resource: string;
            recordId: number | null;
            /** @description The record as its resource showed it before and after the change (null for a creation, a deletion or a read). */
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
            createdAt: string;
        };
        /** @description One course as its author edits it: the card, the body, the lessons and the quiz with its right options. */
        AuthoredCourse: {
            id: number;
            slug: string;
            titleRu: string;
            titleUz: string | null;
            summaryRu: string;
            summaryUz: string | null;
            cover: string | null;
            level: components["schemas"]["CourseLevel"];
            estimatedMinutes: number;
            isListed: boolean;
            passMark: number | null;
            attemptsPerDay: number;
            directionIds: number[];
            author: components["schemas"]["CourseAuthor"];
            moderation: components["schemas"]["CourseModeration"];
            rejectReason: string | null;
            submittedAt: string | null;
            publishedAt: string | null;
            archivedAt: string | null;
            createdAt: string;
            updatedAt: string;
            lessonCount: number;
            questionCount: number;
            enrolled: number;
            bodyRu: string;
            bodyUz: string | null;
            lessons: components["schemas"]["AuthoredLesson"][];
            questions: components["schemas"]["AuthoredQuestion"][];
        };
        /** @description A course in its author's (or the back office's) list: every field as edited, its state and counts. */
        AuthoredCourseCard: {
            id: number;
            slug: string;
            titleRu: string;
            titleUz: string | null;
            summaryRu: string;
            summaryUz: string | null;
            cover: string | null;
            level: components["schemas"]["CourseLevel"];
            estimatedMinutes: number;
            isListed: boolean;
            passMark: number | null;
            attemptsPerDay: number;
            directionIds: number[];
            author: components["schemas"]["CourseAuthor"];
            moderation: components["schemas"]["CourseModeration"];
            rejectReason: string | null;
            submittedAt: string | null;
            publishedAt: string | null;
            archivedAt: string | null;
            createdAt: string;
            updatedAt: string;
            lessonCount: number;
            questionCount: number;
            enrolled: number;
        };
        /** @description A page of a list. */
        AuthoredCoursePage: {
            data: components["schemas"]["AuthoredCourseCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        AuthoredCourseResponse: {
            data: components["schemas"]["AuthoredCourse"];
        };
        /** @description A lesson as its author edits it: both languages, the video by provider and id, the attachments (PDF uploads). */
        AuthoredLesson: {
            id: number;
            position: number;
            titleRu: string;
            titleUz: string | null;
            bodyRu: string;
            bodyUz: string | null;
            video: {
                provider: components["schemas"]["VideoProvider"];
                id: string;
                embedUrl: string;
            } | null;
            attachments: {
                key: string;
                name: string;
                url: string;
                size: number;
            }[];
        };
        /** @description A quiz question as its author edits it: which options are right is shown to its author only. */
        AuthoredQuestion: {
            id: number;
            position: number;
            textRu: string;
            textUz: string | null;
            multiple: boolean;
            options: {
                id: number;
                position: number;
                textRu: string;
                textUz: string | null;
                isCorrect: boolean;
            }[];
        };
        /** @description GET /api/user/get-avatar (spec §3 "User (session)"). */
        AvatarResponse: {
            sendUser: {
                username: string;
                role: string;
                isVerified: boolean;
                logo: string;
                avatar: string | null;
                dfAvatar: {
                    image: string;
                    color: string;
                };
                /** @description The user's groups, first joined first; `status > 0` means active (common/initiatives.ts). */
                groupList: {
                    id: number;
                    status: number;
                    initName: string;
                }[];
                /** @description The facts besides the role that permissions read (common/roles.ts `Actor`): which pages the account may use. */
                isProbono: boolean;
                leadsActiveGroup: boolean;
            };
        };
        /** @description GET /api/admin/banners, with a Content-Range header. */
        BannerAdminList: components["schemas"]["BannerAdminRecord"][];
        /** @description One banner: GET/POST/PUT/DELETE /api/admin/banners/:id. */
        BannerAdminRecord: {
            id: number;
            kind: components["schemas"]["BannerKind"];
            titleRu: string;
            titleUz: string;
            imageUrl: string;
            link: string | null;
            sortOrder: number;
            startsAt: string | null;
            endsAt: string | null;
            isActive: boolean;
            createdAt: string;
            updatedAt: string;
        };
        /** @enum {string} */
        BannerKind: "main" | "advertising";
        /** @description GET /api/admin/bonuses, with a Content-Range header. */
        BonusAdminList: components["schemas"]["BonusAdminRecord"][];
        /** @description A bonus offer in the back office: an item of GET /api/admin/bonuses, and GET/PUT/DELETE /api/admin/bonuses/:id, approve, reject. */
        BonusAdminRecord: {
            id: number;
            titleRu: string;
            titleUz: string | null;
            descriptionRu: string;
            descriptionUz: string | null;
            termsRu: string;
            termsUz: string | null;
            image: string | null;
            price: number;
            quantity: number | null;
            remaining: number | null;
            validFrom: string;
            validUntil: string;
            regionId: number | null;
            isOnline: boolean;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            archived: boolean;
            /** @description Codes issued and used so far. */
            issued: number;
            used: number;
            createdAt: string;
            ownerName: string;
            /** @enum {string} */
            ownerType: "partner" | "organization";
            submittedAt: string | null;
            publishedAt: string | null;
        };
        /** @description GET /api/bonuses item. */
        BonusCard: {
            id: number;
            title: string;
            image: string | null;
            price: number;
            /** @description null: unlimited. */
            remaining: number | null;
            validFrom: string;
            validUntil: string;
            regionId: number | null;
            regionName: string | null;
            isOnline: boolean;
            owner: components["schemas"]["BonusOwner"];
        };
        /** @description GET /api/bonuses: a page of offer cards. */
        BonusCardPage: {
            data: components["schemas"]["BonusCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/bonuses/:id */
        BonusDetail: {
            id: number;
            title: string;
            image: string | null;
            price: number;
            /** @description null: unlimited. */
            remaining: number | null;
            validFrom: string;
            validUntil: string;
            regionId: number | null;
            regionName: string | null;
            isOnline: boolean;
            owner: components["schemas"]["BonusOwner"];
            description: string;
            terms: string;
            quantity: number | null;
            /** @description For a signed-in caller: their balance and whether they can redeem it now (null for guests). */
            viewer: {
                balance: number;
                canRedeem: boolean;
                reason: components["schemas"]["BonusUnavailableReason"] | null;
            } | null;
        };
        /** @description GET /api/bonuses/:id. */
        BonusDetailResponse: {
            data: components["schemas"]["BonusDetail"];
        };
        /** @description Who offers a bonus: a partner company (its approved partner application) or an organization. */
        BonusOwner: {
            /** @enum {string} */
            type: "partner" | "organization";
            id: number;
            name: string;
            logo: string | null;
        };
        /**
         * @description Why an offer cannot be redeemed now (the 403/409 the redemption would answer).
         * @enum {string}
         */
        BonusUnavailableReason: "not_enough_points" | "sold_out" | "not_started" | "expired" | "not_volunteer";
        /** @description One activity's verified hours. */
        BookActivity: {
            kind: string;
            activityId: number;
            title: string;
            organization: string;
            hours: number;
            /** @description ISO UTC of the verification. */
            verifiedAt: string;
        };
        /** @description A valid certificate, with its token (anyone checks it at `/{locale}/verify/{token}`). */
        BookCertificate: {
            /** @enum {string} */
            kind: "activity" | "year" | "course";
            year: number | null;
            /** @description The course's title, for a course's certificate. */
            course: string | null;
            hours: number;
            issuedAt: string;
            token: string;
        };
        /** @description A course the volunteer completed. */
        BookCourse: {
            slug: string;
            title: string;
            completedAt: string;
            score: number | null;
        };
        /** @description A review an organizer wrote about the volunteer. */
        BookReview: {
            id: number;
            stars: number;
            text: string | null;
            author: string;
            activityTitle: string | null;
            createdAt: string;
        };
        /** @description POST /api/crm/applications/bulk: the ids of the applications decided. */
        BulkDecisionResult: {
            data: number[];
        };
        /** @description GET /api/captcha: which widget the sign-up form shows, with a fresh ALTCHA challenge or the reCAPTCHA site key. */
        CaptchaConfigResponse: {
            /** @constant */
            provider: "altcha";
            challenge: components["schemas"]["AltchaChallenge"];
        } | {
            /** @constant */
            provider: "recaptcha";
            siteKey: string;
        };
        /** @description GET /api/certificates/:token: the certificate as its public check shows it. */
        CertificateCheck: {
            data: components["schemas"]["CertificateVerification"];
        };
        /** @description The course a course's certificate certifies, as it was when the certificate was issued. */
        CertificateCourse: {
            title: string;
            /** @description Who wrote it: the platform, an organization or a group, by name. */
            author: string;
            /** @description ISO UTC of the completion. */
            completedAt: string;
            /** @description The quiz's score in percent; null for a course without a quiz. */
            score: number | null;
        };
        /** @description POST /api/my/certificates {kind:'activity', applicationId} | {kind:'year', year} | {kind:'course', courseId} (+ locale) → 201 { data: CertificateDto }; the PDF at GET /api/my/certificates/:id/pdf (owner only) and at GET /api/certificates/:token/pdf for anyone holding the token. */
        CertificateDto: {
            id: number;
            token: string;
            /** @description Absolute verification URL the QR code carries. */
            verifyUrl: string;
            kind: components["schemas"]["CertificateKind"];
            year: number | null;
            /** @enum {string} */
            locale: "ru" | "uz";
            hours: number;
            issuedAt: string;
            revokedAt: string | null;
            pdfUrl: string;
        };
        /** @enum {string} */
        CertificateKind: "activity" | "year" | "course" | "book";
        /** @description One line of a certificate: an activity and the hours verified on it. */
        CertificateLine: {
            kind: string;
            activityId: number;
            title: string;
            organization: string;
            hours: number;
            /** @description ISO UTC of the verification. */
            verifiedAt: string;
            /** @description ISO UTC of the activity's (session's) start and end, when it has dates. */
            startsAt: string | null;
            endsAt: string | null;
        };
        /** @description GET /api/my/certificates. */
        CertificateList: {
            data: components["schemas"]["CertificateDto"][];
        };
        /** @constant */
        CertificateRevokeReason: "hours_corrected";
        /** @description GET /api/certificates/:token → what the public page shows (404 when unknown, 400 when tampered). */
        CertificateVerification: {
            /** @constant */
            genuine: true;
            kind: components["schemas"]["CertificateKind"];
            year: number | null;
            /** @description "First Last" as on the certificate. */
            holder: string;
            /** @description 0 for a course's certificate. */
            hours: number;
            lines: components["schemas"]["CertificateLine"][];
            /** @description The course a course's certificate certifies; null for hours. */
            course: components["schemas"]["CertificateCourse"] | null;
            /** @description The volunteer's book as printed, for a book's certificate. */
            book: components["schemas"]["VolunteerBook"] | null;
            issuedAt: string;
            revokedAt: string | null;
            revokeReason: components["schemas"]["CertificateRevokeReason"] | null;
        };
        /** @description The caller's application to the shift, as the check-in page shows it. */
        CheckinApplication: {
            id: number;
            state: components["schemas"]["ApplicationState"];
            checkedInAt: string | null;
        };
        /** @description GET /api/checkin/:sessionId: the shift a check-in QR names, in the request's language. */
        CheckinShift: {
            sessionId: number;
            activity: {
                kind: components["schemas"]["ActivityKind"];
                id: number;
                title: string;
            };
            /** @description The shift's own title, if it has one. */
            title: string | null;
            startsAt: string;
            endsAt: string;
            /** @description When check-in opens: CHECKIN_OPENS_MINUTES_BEFORE before the start (it closes at the end). */
            opensAt: string;
            address: string | null;
        };
        /** @description GET and POST /api/checkin/:sessionId: the shift and the caller's application to it (null: none). */
        CheckinView: {
            shift: components["schemas"]["CheckinShift"];
            application: components["schemas"]["CheckinApplication"] | null;
        };
        CitiesResponse: {
            data: components["schemas"]["CityDto"][];
        };
        /** @description One region as listed by GET /api/cities (spec §7). */
        CityDto: {
            id: number;
            nameRu: string;
            nameUz: string;
        };
        /**
         * @description A volunteer's own profile (profile/infovolon, GET/PUT /api/my/volunteer-profile): every volunteer field of spec §3. The rules below are the one source for the form and the API.
         * @enum {string}
         */
        ClothingSize: "XS" | "S" | "M" | "L" | "XL" | "XXL" | "XXXL";
        CommentDto: {
            id: number;
            body: string;
            createdAt: string;
            author: {
                id: number;
                name: string;
                logo: string;
            };
            canDelete: boolean;
        };
        /** @description GET /api/comments: a page of comments. */
        CommentPage: {
            data: components["schemas"]["CommentDto"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/admin/courses (ra-data-simple-rest, with Content-Range) and GET/PUT /api/admin/courses/:id. */
        CourseAdminList: components["schemas"]["AuthoredCourseCard"][];
        CourseAdminRecord: components["schemas"]["AuthoredCourse"];
        /** @description Who wrote a course: the platform (its admins), an organization or an initiative group. */
        CourseAuthor: {
            /** @enum {string} */
            kind: "platform" | "organization" | "group";
            id: number | null;
            name: string;
        };
        /** @description A course in the catalogue (GET /api/academy). */
        CourseCard: {
            id: number;
            slug: string;
            title: string;
            summary: string;
            cover: string | null;
            level: components["schemas"]["CourseLevel"];
            estimatedMinutes: number;
            directions: components["schemas"]["DirectionDto"][];
            author: components["schemas"]["CourseAuthor"];
            lessonCount: number;
            hasQuiz: boolean;
        };
        /** @description A page of a list. */
        CourseCardPage: {
            data: components["schemas"]["CourseCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/academy/:slug: the course, its lessons' titles and its quiz's terms, never its answers. */
        CourseDetail: {
            id: number;
            slug: string;
            title: string;
            summary: string;
            cover: string | null;
            level: components["schemas"]["CourseLevel"];
            estimatedMinutes: number;
            directions: components["schemas"]["DirectionDto"][];
            author: components["schemas"]["CourseAuthor"];
            lessonCount: number;
            hasQuiz: boolean;
            body: string;
            isListed: boolean;
            lessons: {
                position: number;
                title: string;
            }[];
            quiz: {
                questionCount: number;
                passMark: number;
                attemptsPerDay: number;
            } | null;
            me: components["schemas"]["CourseProgress"] | null;
        };
        CourseDetailResponse: {
            data: components["schemas"]["CourseDetail"];
        };
        /** @description GET /api/academy/:slug/lessons/:position: one lesson, for an enrolled reader who has read the ones before it. */
        CourseLesson: {
            position: number;
            title: string;
            /** @description Sanitised rich text. */
            body: string;
            video: {
                provider: components["schemas"]["VideoProvider"];
                id: string;
                embedUrl: string;
            } | null;
            attachments: {
                name: string;
                url: string;
                size: number;
            }[];
            /** @description The next lesson's position, or null after the last one. */
            next: number | null;
        };
        CourseLessonResponse: {
            data: components["schemas"]["CourseLesson"];
        };
        /** @enum {string} */
        CourseLevel: "beginner" | "intermediate" | "advanced";
        /**
         * @description The moderation states of a course (common/statuses.ts MODERATION_STATES).
         * @enum {string}
         */
        CourseModeration: "draft" | "moderation" | "approved" | "rejected";
        /** @description The signed-in reader's place in a course; null for a visitor. */
        CourseProgress: {
            enrolled: boolean;
            /** @description Positions of the lessons read. */
            readLessons: number[];
            /** @description May take the quiz: enrolled and every lesson read, not yet passed. */
            quizOpen: boolean;
            /** @description Quiz attempts left today (Tashkent's day); null without a quiz. */
            attemptsLeftToday: number | null;
            completedAt: string | null;
            score: number | null;
        };
        /** @description POST /api/academy/:slug/enrol and /api/academy/:slug/lessons/:position/read: the reader's place after it. */
        CourseProgressResponse: {
            data: components["schemas"]["CourseProgress"];
        };
        /** @description GET /api/my/courses/:id/stats and /api/admin/courses/:id/stats. */
        CourseStats: {
            enrolled: number;
            completed: number;
            /** @description Finished quiz attempts that passed, in percent of finished attempts; null without any. */
            passRate: number | null;
            /** @description The average of the completions' scores; null without a scored completion. */
            averageScore: number | null;
            /** @description Completions per Tashkent month (YYYY-MM), oldest first. */
            completionsByMonth: {
                month: string;
                count: number;
            }[];
        };
        CourseStatsResponse: {
            data: components["schemas"]["CourseStats"];
        };
        /** @description GET /api/crm/activities: the organization's activities of every kind (ra-data-simple-rest: an array, Content-Range). */
        CrmActivityList: components["schemas"]["CrmActivityRow"][];
        /** @description GET /api/crm/activities: an activity of the organization, of any kind; id is `<kind>-<id>`. */
        CrmActivityRow: {
            id: string;
            kind: components["schemas"]["ActivityKind"];
            activityId: number;
            title: string;
            titleRu: string;
            titleUz: string | null;
            moderation: components["schemas"]["ModerationState"];
            archivedAt: string | null;
            createdAt: string;
            applicationsCount: number;
            pendingCount: number;
            /** @description Accepted, attended or completed. */
            acceptedCount: number;
            verifiedHours: number;
        };
        /** @description GET /api/crm/applications. */
        CrmApplicationList: components["schemas"]["CrmApplicationRow"][];
        CrmApplicationRow: {
            id: number;
            state: components["schemas"]["ApplicationState"];
            createdAt: string;
            message: string | null;
            /** @description The session's fields: null for an application to a kind without sessions. */
            sessionId: number | null;
            sessionTitle: string | null;
            sessionStartsAt: string | null;
            sessionEndsAt: string | null;
            /** @description Null for a session of a visit offer (then visitOptionId is set) and for other kinds. */
            eventId: number | null;
            visitOptionId: number | null;
            /** @description Title of the activity (of any kind), in the request's language. */
            eventTitle: string;
            /** @description The activity applied to: its kind (its decisions are the moves the CRM offers) and id. */
            activityKind: components["schemas"]["ActivityKind"];
            activityId: number;
            /** @description The organization's private note. */
            note: string | null;
            /** @description The applicant's CV; `url` is the owner's CV route (needs the Bearer token). */
            cv: {
                name: string;
                url: string;
            } | null;
            userId: number;
            volunteerName: string;
            /** @description Null until the application is accepted (common/statuses.ts contactsShared). */
            volunteerEmail: string | null;
            /** @description Null until the application is accepted, or when the volunteer gave none. */
            volunteerPhone: string | null;
            /** @description Full years today (Tashkent), from the profile's birth date; null without one. */
            volunteerAge: number | null;
            /** @description The account's region, in the request's language; null without one. */
            volunteerRegion: string | null;
            hours: number | null;
            verifiedAt: string | null;
            /** @description When the volunteer checked in at the shift (QR); null without a check-in. */
            checkedInAt: string | null;
            /** @description The courses the activity requires (docs/academy-api.md), in the owner's order, and whether this applicant completed each. */
            requiredCourses: {
                id: number;
                slug: string;
                title: string;
                completed: boolean;
            }[];
            /** @description Hours from the check-in to the shift's end (common workedHours): the hours dialog's default; null without a check-in. */
            suggestedHours: number | null;
            /** @description A team sign-up of an initiative group: one row holding `places` seats, which expands to its named members' own applications (their hours are verified on those). Null for a volunteer's own application. Members' rows are not listed on their own in the CRM's and the owner's lists (`GET /api/crm/applications/:id` still reads one). */
            team: components["schemas"]["CrmTeam"] | null;
        };
        /** @description POST /api/crm/sessions/:id/checkin: whom the organizer checked in, and their application. */
        CrmCheckinResult: {
            volunteer: {
                id: number;
                name: string;
            };
            application: components["schemas"]["CheckinApplication"];
        };
        /** @description GET /api/crm/dashboard */
        CrmDashboard: {
            organization: components["schemas"]["OrganizationBrief"];
            upcomingEvents: {
                id: number;
                title: string;
                startsAt: string;
                applicationsPending: number;
            }[];
            pendingApplications: number;
            hoursVerifiedThisMonth: number;
        };
        /** @description GET /api/crm/events. */
        CrmEventList: components["schemas"]["CrmEventRow"][];
        /** @description Rows of the organization CRM's resources (GET /api/crm/events, /sessions, /applications). */
        CrmEventRow: {
            id: number;
            title: string;
            titleRu: string;
            titleUz: string | null;
            groupId: number | null;
            startsAt: string;
            endsAt: string;
            moderation: components["schemas"]["ModerationState"];
            lifecycle: components["schemas"]["LifecycleState"];
            archivedAt: string | null;
            capacity: number | null;
            createdAt: string;
            sessionsCount: number;
            pendingCount: number;
            waitlistedCount: number;
            /** @description Accepted, attended or completed. */
            acceptedCount: number;
            verifiedHours: number;
        };
        /** @description GET /api/crm/sessions. */
        CrmSessionList: components["schemas"]["CrmSessionRow"][];
        CrmSessionRow: {
            id: number;
            eventId: number | null;
            visitOptionId: number | null;
            title: string | null;
            activityTitle: string;
            startsAt: string;
            endsAt: string;
            capacity: number;
            pendingCount: number;
            waitlistedCount: number;
            acceptedCount: number;
            freePlaces: number;
        };
        /** @description A team row's group, seats and named members. */
        CrmTeam: {
            places: number;
            group: {
                id: number;
                name: string;
            };
            members: {
                applicationId: number;
                userId: number;
                name: string;
                state: components["schemas"]["ApplicationState"];
                hours: number | null;
            }[];
        };
        /** @description Answer of POST /api/my/uploads/cv: a private file, never served at a public URL. */
        CvUpload: {
            key: string;
            name: string;
            size: number;
            type: string;
        };
        /** @description One stored message as the development mailbox lists it (GET /api/dev/mail). */
        DevMailDto: {
            id: number;
            to: string;
            subject: string;
            template: string;
            locale: components["schemas"]["Locale"];
            links: string[];
            status: components["schemas"]["MailStatus"];
            createdAt: string;
            sentAt: string | null;
        };
        /** @description GET /api/dev/mail: the newest messages first. */
        DevMailList: {
            data: components["schemas"]["DevMailDto"][];
        };
        /** @description GET /api/admin/directions, with a Content-Range header. */
        DirectionAdminList: components["schemas"]["DirectionAdminRecord"][];
        /** @description One direction theme: GET/POST/PUT/DELETE /api/admin/directions/:id. */
        DirectionAdminRecord: {
            id: number;
            key: string;
            nameRu: string;
            nameUz: string;
            sortOrder: number;
            isActive: boolean;
            createdAt: string;
            updatedAt: string;
            icon: string;
            color: string;
        };
        /** @description API shapes every activity kind shares: directions, organizations, documents, uploads. */
        DirectionDto: {
            id: number;
            key: string;
            nameRu: string;
            nameUz: string;
            icon: string;
            color: string;
        };
        /** @enum {string} */
        DirectionKey: "veterans" | "children" | "animals" | "healthcare" | "intellectual" | "corona" | "culture" | "disabilities" | "education" | "search-missing" | "humansrights" | "nature" | "sportsevents" | "oldergeneration" | "urbanistics" | "emergency" | "othedir";
        /** @description GET /api/admin/districts, with a Content-Range header. */
        DistrictAdminList: components["schemas"]["DistrictAdminRecord"][];
        /** @description One district: GET/POST/PUT/DELETE /api/admin/districts/:id. */
        DistrictAdminRecord: {
            id: number;
            key: string;
            nameRu: string;
            nameUz: string;
            sortOrder: number;
            isActive: boolean;
            createdAt: string;
            updatedAt: string;
            regionId: number;
            /** @description Other spellings search also finds. */
            aliases: string[];
            lat: number | null;
            lng: number | null;
        };
        /** @description One district or city of regional standing as listed by GET /api/districts (docs/districts-api.md). */
        DistrictDto: {
            id: number;
            regionId: number;
            /** @description Stable code: `<region key>.<latin slug>`. */
            key: string;
            nameRu: string;
            nameUz: string;
            /** @description Approximate centre (the map pin's start), or null when unknown. */
            lat: number | null;
            lng: number | null;
        };
        /** @description GET /api/districts: the active districts, by region then display order. */
        DistrictsResponse: {
            data: components["schemas"]["DistrictDto"][];
        };
        DocumentDto: {
            id: number;
            name: string;
            url: string;
            size: number;
            type: string;
        };
        /** @description POST /api/user/validate: whether the address is still free to register. */
        EmailCheck: {
            valid: boolean;
        };
        /** @description An event in a list (GET /api/events, favorites, my events). Text in the request's language (uz falls back to ru). */
        EventCard: {
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            startsAt: string;
            endsAt: string;
            isOnline: boolean;
            groupId: number | null;
            lifecycle: components["schemas"]["LifecycleState"];
            /** @description Free places over all sessions (null = unlimited). */
            freePlaces: number | null;
        };
        /** @description GET /api/events: a page of event cards. */
        EventCardPage: {
            data: components["schemas"]["EventCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/events/:id */
        EventDetail: {
            titleRu: string;
            titleUz: string | null;
            addressRu: string | null;
            addressUz: string | null;
            description: string;
            descriptionRu: string;
            descriptionUz: string | null;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            favoritesCount: number;
            commentsCount: number;
            isFavorite: boolean;
            /** @description The caller's applications to it (none without sessions but one). */
            myApplications: components["schemas"]["MyApplicationDto"][];
            /** @description Always empty for kinds without sessions. */
            sessions: components["schemas"]["SessionDto"][];
            /** @description The caller manages it. */
            canEdit: boolean;
            /** @description Courses of the academy an applicant must have completed, in the owner's order; `completed` by the caller (false for a visitor). */
            requiredCourses: components["schemas"]["RequiredCourse"][];
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            startsAt: string;
            endsAt: string;
            isOnline: boolean;
            groupId: number | null;
            lifecycle: components["schemas"]["LifecycleState"];
            /** @description Free places over all sessions (null = unlimited). */
            freePlaces: number | null;
            capacity: number | null;
            minAge: number | null;
            skills: string | null;
            documents: components["schemas"]["DocumentDto"][];
            group: {
                id: number;
                title: string;
            } | null;
        };
        /** @description An organization's series of events as its owner's list and form read it (GET and POST /api/my/event-groups). */
        EventGroupDto: {
            id: number;
            titleRu: string;
            titleUz: string | null;
            descriptionRu: string | null;
            descriptionUz: string | null;
            createdAt: string;
        };
        /** @description GET /api/my/event-groups: the organization's series, newest first. */
        EventGroupList: {
            data: components["schemas"]["EventGroupDto"][];
        };
        /** @description GET /api/event-groups/:id: a series in the request's language, its organization and its published events' cards. */
        EventSeries: {
            id: number;
            title: string;
            description: string | null;
            organization: components["schemas"]["OrganizationBrief"];
            events: components["schemas"]["EventCard"][];
        };
        /** @description GET /api/favorites: a page of the caller's favorites of one kind, as that kind's public list shows them. */
        FavoritePage: {
            data: (components["schemas"]["EventCard"] | components["schemas"]["VisitCard"] | components["schemas"]["ProjectCard"] | components["schemas"]["TaskCard"] | components["schemas"]["VacancyCard"])[];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description POST /api/favorites: the thing now among the caller's favorites. */
        FavoriteState: {
            type: components["schemas"]["FavoriteType"];
            id: number;
            isFavorite: boolean;
        };
        FavoriteType: components["schemas"]["ActivityKind"];
        /** @description GET /api/my/friends/activities. */
        FriendActivityPage: {
            data: components["schemas"]["FriendActivityRow"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/friends/activities rows: a friend's upcoming accepted application. */
        FriendActivityRow: {
            applicationId: number;
            friend: components["schemas"]["FriendPerson"];
            activity: {
                kind: string;
                id: number;
                title: string;
                cover: string | null;
            };
            /** @description The session's start when the kind has sessions. */
            startsAt: string | null;
        };
        /** @description POST /api/my/friends/invite: how many friends were invited to the activity. */
        FriendInviteResult: {
            invited: number;
        };
        /** @description GET /api/my/friends: a page of friends or requests. */
        FriendPage: {
            data: components["schemas"]["FriendRow"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description A volunteer as friends' lists show them: the display name and avatar only (never an email). */
        FriendPerson: {
            id: number;
            name: string;
            avatar: string | null;
            /** @description Initials and colour of the avatar drawn when there is no picture. */
            logo: string;
            color: string;
        };
        /**
         * @description Where the caller stands with a person: nothing yet, my request, their request, friends.
         * @enum {string}
         */
        FriendRelation: "none" | "outgoing" | "incoming" | "friends";
        /** @description GET /api/my/friends rows. */
        FriendRow: {
            id: number;
            name: string;
            avatar: string | null;
            /** @description Initials and colour of the avatar drawn when there is no picture. */
            logo: string;
            color: string;
            status: components["schemas"]["FriendshipState"];
            /** @description When the request was made, and when accepted. */
            createdAt: string;
            acceptedAt: string | null;
        };
        /** @description GET /api/my/friends/find. */
        FriendSearchPage: {
            data: components["schemas"]["FriendSearchRow"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/friends/find rows. */
        FriendSearchRow: {
            id: number;
            name: string;
            avatar: string | null;
            /** @description Initials and colour of the avatar drawn when there is no picture. */
            logo: string;
            color: string;
            relation: components["schemas"]["FriendRelation"];
        };
        /** @description GET /api/my/friends/status/:userId — the caller's relation to one person (the friend button). */
        FriendStatus: {
            userId: number;
            relation: components["schemas"]["FriendRelation"];
        };
        /** @enum {string} */
        FriendshipState: "pending" | "accepted";
        /** @description A place on the map: WGS 84 degrees, inside UZBEKISTAN_BOUNDS (validation.ts) when written. */
        GeoPoint: {
            lat: number;
            lng: number;
        };
        /** @description A group's approved activities of one kind (a few, and the count). */
        GroupActivityGroup: {
            kind: string;
            total: number;
            items: {
                id: number;
                title: string;
            }[];
        };
        /** @description A card of the directory (GET /api/initiatives): the list shape of GET /api/events (`Page<GroupCard>`). */
        GroupCard: {
            id: number;
            name: string;
            logo: components["schemas"]["GroupLogo"] | null;
            region: {
                id: number;
                name: string;
            } | null;
            district: {
                id: number;
                name: string;
            } | null;
            directions: components["schemas"]["DirectionDto"][];
            memberCount: number;
            /** @description Approved, not archived activities the group owns. */
            openActivities: number;
            foundedOn: string | null;
        };
        /** @description GET /api/initiatives: a page of group cards. */
        GroupCardPage: {
            data: components["schemas"]["GroupCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/initiatives/:id: the public page of an active group (404 otherwise, except for its own members and moderators). */
        GroupDetail: {
            id: number;
            name: string;
            logo: components["schemas"]["GroupLogo"] | null;
            region: {
                id: number;
                name: string;
            } | null;
            district: {
                id: number;
                name: string;
            } | null;
            directions: components["schemas"]["DirectionDto"][];
            memberCount: number;
            /** @description Approved, not archived activities the group owns. */
            openActivities: number;
            foundedOn: string | null;
            description: string;
            goals: string | null;
            cover: string | null;
            contacts: {
                phone: string | null;
                email: string | null;
            };
            links: string[];
            status: number;
            leader: components["schemas"]["GroupMemberDto"] | null;
            members: components["schemas"]["GroupMemberDto"][];
            activities: components["schemas"]["GroupActivityGroup"][];
            /** @description Hours members were credited for the group's own activities. */
            verifiedHours: number;
            viewer: components["schemas"]["GroupViewerState"];
            /** @description The id of the viewer's pending invitation (to accept or decline), if any. */
            invitationId: number | null;
        };
        /** @description GET /api/my/initiative-invitations: the invitations the volunteer received. */
        GroupInvitationList: {
            data: components["schemas"]["GroupRequestDto"][];
        };
        /** @description POST /api/initiatives/:id/join: the new member (an open group) or the request waiting for the leaders. */
        GroupJoinResult: components["schemas"]["GroupMemberDto"] | components["schemas"]["GroupRequestDto"];
        /** @description A group's logo: 256 px WebP, 64 px WebP thumbnail and a JPEG fallback (like the user's avatar). */
        GroupLogo: {
            url: string;
            thumb: string;
            fallback: string;
        };
        /** @description A member as others see them (never contacts). */
        GroupMemberDto: {
            userId: number;
            /** @description First name and the last name's initial, like the volunteers directory. */
            name: string;
            avatar: string;
            role: components["schemas"]["GroupRole"];
            joinedAt: string;
        };
        /** @description GET /api/my/initiatives/:id/members: the members of a group the caller leads. */
        GroupMemberList: {
            data: components["schemas"]["GroupMemberDto"][];
        };
        /** @description A pending invitation or request (GET /api/my/initiatives/:id/requests, GET /api/my/initiative-invitations). */
        GroupRequestDto: {
            id: number;
            kind: components["schemas"]["GroupRequestKind"];
            state: components["schemas"]["GroupRequestState"];
            group: {
                id: number;
                name: string;
                logo: components["schemas"]["GroupLogo"] | null;
            };
            user: {
                id: number;
                name: string;
                avatar: string;
            };
            message: string | null;
            createdAt: string;
        };
        /** @enum {string} */
        GroupRequestKind: "invite" | "request";
        /** @description POST /api/my/initiatives/:id/invitations: the invitations made. */
        GroupRequestList: {
            data: components["schemas"]["GroupRequestDto"][];
        };
        /** @description GET /api/my/initiatives/:id/requests: a page of the requests to join and the invitations of a group. */
        GroupRequestPage: {
            data: components["schemas"]["GroupRequestDto"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @enum {string} */
        GroupRequestState: "pending" | "accepted" | "declined" | "cancelled";
        /** @enum {string} */
        GroupRole: "leader" | "coleader" | "member";
        /** @description What the viewer is to the group (drives the join button). */
        GroupViewerState: "guest" | "none" | "requested" | "invited" | components["schemas"]["GroupRole"];
        /** @description Shapes of API responses shared by the API and its clients. */
        HealthResponse: {
            /** @enum {string} */
            status: "ok" | "error";
            /** @enum {string} */
            db: "up" | "down";
        };
        /** @description A banner or a tour slide as the home page shows it. */
        HomeBanner: {
            id: number;
            title: string;
            imageUrl: string;
            link: string | null;
        };
        /** @description GET /api/home: everything the home page shows, in the request's language, in one answer. */
        HomeDto: {
            mainBanners: components["schemas"]["HomeBanner"][];
            adBanners: components["schemas"]["HomeBanner"][];
            /** @description Active approved notices (the viewer's region first when `?region=` is given). */
            notices: components["schemas"]["PublicationCard"][];
            /** @description Upcoming approved events, soonest first. */
            events: components["schemas"]["EventCard"][];
            /** @description Newest approved projects and tasks. */
            projects: components["schemas"]["ProjectCard"][];
            tasks: components["schemas"]["TaskCard"][];
            news: components["schemas"]["NewsCard"][];
            tours: components["schemas"]["HomeTour"][];
            figures: components["schemas"]["PlatformFigures"];
            partners: {
                id: number;
                name: string;
                logoUrl: string;
                link: string | null;
            }[];
        };
        HomeTour: {
            id: number;
            title: string;
            text: string;
            imageUrl: string | null;
        };
        /** @description POST /api/my/certificates: the certificate made (201) or the one already made for the same hours (200). */
        IssuedCertificate: {
            data: components["schemas"]["CertificateDto"];
        };
        /** @enum {string} */
        LifecycleState: "recruiting" | "in_progress" | "completed" | "archived";
        /** @enum {string} */
        Locale: "ru" | "uz";
        LoginResponse: {
            token: {
                accessToken: string;
            };
            user: components["schemas"]["SessionUser"];
        };
        /**
         * @description Where a stored message is: waiting for (another) delivery attempt, delivered, or given up on.
         * @enum {string}
         */
        MailStatus: "queued" | "sent" | "failed";
        /** @description One marker of a list's map (GET /api/<api>/map, GET /api/orgs/map): enough to draw it and open its card. */
        MapMarker: {
            id: number;
            lat: number;
            lng: number;
            title: string;
        };
        /** @description GET /api/<api>/map?<the list's filters>: the markers of every matching row with a point. */
        MapMarkersResponse: {
            data: components["schemas"]["MapMarker"][];
            /** @description More rows matched than MAP_MARKERS_MAX: the map shows the first ones (the list's order). */
            capped: boolean;
        };
        MapTiles: {
            /** @description A Leaflet tile URL template ({z}/{x}/{y}, optional {s}); null: no tiles, markers on a plain background. */
            tileUrl: string | null;
            /** @description Shown in the map's corner (HTML-free text). */
            attribution: string;
        };
        /** @description POST /api/admin/<kind>/bulk: the ids decided. */
        ModerationBulkResult: {
            data: number[];
        };
        /** @description GET/PUT /api/admin/<kind>/:id and its approve and reject: the row with its directions, sessions and (kinds that have them) documents. */
        ModerationQueueDetail: {
            id: number;
            organizationId: number | null;
            ownerUserId: number | null;
            ownerGroupId: number | null;
            createdBy: number | null;
            titleRu: string;
            titleUz: string | null;
            descriptionRu: string;
            descriptionUz: string | null;
            regionId: number | null;
            addressRu: string | null;
            addressUz: string | null;
            cover: string | null;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            submittedAt: string | null;
            publishedAt: string | null;
            archivedAt: string | null;
            createdAt: string;
            updatedAt: string;
            organization: {
                id: number;
                name: string;
            } | null;
            directionIds: number[];
            sessions: components["schemas"]["SessionDto"][];
            documents?: components["schemas"]["DocumentDto"][];
        };
        /** @description GET /api/admin/<kind>, with a Content-Range header. */
        ModerationQueueList: components["schemas"]["ModerationQueueRecord"][];
        /** @description One row of GET /api/admin/<kind>: the activity with its organization (null when a user or a group owns it). */
        ModerationQueueRecord: {
            id: number;
            organizationId: number | null;
            ownerUserId: number | null;
            ownerGroupId: number | null;
            createdBy: number | null;
            titleRu: string;
            titleUz: string | null;
            descriptionRu: string;
            descriptionUz: string | null;
            regionId: number | null;
            addressRu: string | null;
            addressUz: string | null;
            cover: string | null;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            submittedAt: string | null;
            publishedAt: string | null;
            archivedAt: string | null;
            createdAt: string;
            updatedAt: string;
            organization: {
                id: number;
                name: string;
            } | null;
        };
        /** @enum {string} */
        ModerationState: "draft" | "moderation" | "approved" | "rejected";
        /** @description An application of the signed-in user, as the event page and profile show it. */
        MyApplicationDto: {
            id: number;
            /** @description Null for kinds without sessions. */
            sessionId: number | null;
            state: components["schemas"]["ApplicationState"];
            createdAt: string;
        };
        /** @description GET /api/my/bonuses item and GET /api/my/bonuses/:id: an offer as its owner sees it. */
        MyBonusOffer: {
            id: number;
            titleRu: string;
            titleUz: string | null;
            descriptionRu: string;
            descriptionUz: string | null;
            termsRu: string;
            termsUz: string | null;
            image: string | null;
            price: number;
            quantity: number | null;
            remaining: number | null;
            validFrom: string;
            validUntil: string;
            regionId: number | null;
            isOnline: boolean;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            archived: boolean;
            /** @description Codes issued and used so far. */
            issued: number;
            used: number;
            createdAt: string;
        };
        /** @description GET /api/my/bonuses: a page of the owner's offers. */
        MyBonusOfferPage: {
            data: components["schemas"]["MyBonusOffer"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET, POST and PUT /api/my/bonuses/:id and its submit and archive: the owner's offer. */
        MyBonusOfferResponse: {
            data: components["schemas"]["MyBonusOffer"];
        };
        /** @description A course in the learner's own list (GET /api/my/learning): its card and how far they are. */
        MyCourse: {
            id: number;
            slug: string;
            title: string;
            summary: string;
            cover: string | null;
            level: components["schemas"]["CourseLevel"];
            estimatedMinutes: number;
            directions: components["schemas"]["DirectionDto"][];
            author: components["schemas"]["CourseAuthor"];
            lessonCount: number;
            hasQuiz: boolean;
            enrolledAt: string;
            lessonsRead: number;
            completedAt: string | null;
            score: number | null;
        };
        /** @description A page of a list. */
        MyCoursePage: {
            data: components["schemas"]["MyCourse"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description The organizer's list row (GET /api/my/events). */
        MyEventRow: {
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            applicationsPending: number;
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            startsAt: string;
            endsAt: string;
            isOnline: boolean;
            groupId: number | null;
            lifecycle: components["schemas"]["LifecycleState"];
            /** @description Free places over all sessions (null = unlimited). */
            freePlaces: number | null;
        };
        /** @description GET /api/my/initiatives/:id (leader, co-leaders): every field, the state, the counts. */
        MyGroup: {
            nameRu: string;
            nameUz?: string | null;
            descriptionRu: string;
            descriptionUz?: string | null;
            goalsRu?: string | null;
            goalsUz?: string | null;
            regionId?: number | null;
            /** @description A district of `regionId`, or none. */
            districtId?: number | null;
            phone?: string | null;
            email?: string | null;
            /** @description YYYY-MM-DD (Tashkent calendar day), not in the future. */
            foundedOn?: string | null;
            /** @description A cover image key from POST /api/my/uploads/cover (as the activities' covers). */
            cover?: string | null;
            id: number;
            directionIds: number[];
            links: string[];
            logo: components["schemas"]["GroupLogo"] | null;
            status: number;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            suspendReason: string | null;
            /** @description The caller's role in it. */
            role: components["schemas"]["GroupRole"];
            memberCount: number;
            /** @description The link a volunteer opens to join without waiting for approval: initiative/view/{id}?invite=<code>. */
            inviteCode: string;
            counts: {
                /** @description The group's activities by kind and moderation state. */
                activities: {
                    kind: string;
                    total: number;
                    approved: number;
                    moderation: number;
                }[];
                pendingRequests: number;
                pendingInvitations: number;
                /** @description Hours credited for the group's own activities, and to how many members. */
                verifiedHours: number;
                teamSignups: number;
            };
            createdAt: string;
        };
        /** @description One of the caller's groups (GET /api/my/initiatives): also what initiative/profile lists. */
        MyGroupBrief: {
            id: number;
            name: string;
            logo: components["schemas"]["GroupLogo"] | null;
            status: number;
            moderation: components["schemas"]["ModerationState"];
            role: components["schemas"]["GroupRole"];
            memberCount: number;
        };
        /** @description GET /api/my/initiatives: the volunteer's groups. */
        MyGroupList: {
            data: components["schemas"]["MyGroupBrief"][];
        };
        /** @description GET /api/my/partner-application → `{ data: MyPartnerApplication | null }`: the caller's latest request. */
        MyPartnerApplication: {
            companyName: string;
            taxNumber: string;
            contactName: string;
            phone: string;
            /** @description The URL the logo upload answered with. */
            logoUrl: string;
            offer: string;
            id: number;
            website: string | null;
            status: components["schemas"]["PartnerApplicationState"];
            /** @description Why it was rejected (rejected only). */
            reason: string | null;
            createdAt: string;
            decidedAt: string | null;
        };
        /** @description GET /api/my/partner-application: the latest application, or null. */
        MyPartnerApplicationResponse: {
            data: components["schemas"]["MyPartnerApplication"] | null;
        };
        /** @description POST /api/projects/:id/partnership(/:decision): the caller organization's partnership of the project now. */
        MyPartnershipState: {
            myPartnership: components["schemas"]["PartnerState"] | null;
        };
        /** @description GET /api/my/project-partnerships item: the caller organization's partnership in a project. */
        MyProjectPartnership: {
            project: components["schemas"]["ProjectCard"];
            state: components["schemas"]["PartnerState"];
            createdAt: string;
        };
        /** @description GET /api/my/project-partnerships: a page of the caller organization's partnerships, newest first. */
        MyProjectPartnershipPage: {
            data: components["schemas"]["MyProjectPartnership"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description The owner's view (GET /api/my/posts, /api/my/posts/:id): both languages, the moderation state and reason. */
        MyPublicationDto: {
            id: number;
            kind: components["schemas"]["PublicationKind"];
            titleRu: string;
            titleUz: string | null;
            bodyRu: string;
            bodyUz: string | null;
            cover: string | null;
            photos: components["schemas"]["PublicationPhoto"][];
            regionId: number | null;
            tags: string[];
            subject: string | null;
            lastSeenPlace: string | null;
            lastSeenAt: string | null;
            contacts: string | null;
            noticeState: components["schemas"]["NoticeState"] | null;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            owner: components["schemas"]["PublicationOwnerDto"];
            createdAt: string;
            updatedAt: string;
            publishedAt: string | null;
        };
        /** @description GET /api/my/posts: a page of the author's publications. */
        MyPublicationPage: {
            data: components["schemas"]["MyPublicationDto"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET, POST and PUT /api/my/posts/:id and its state: the author's publication. */
        MyPublicationResponse: {
            data: components["schemas"]["MyPublicationDto"];
        };
        /** @description GET /api/my/task-applications: a page of the performer's tasks. */
        MyTaskPage: {
            data: components["schemas"]["MyTaskRow"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/task-applications: a pro bono volunteer's task, their application and latest result. */
        MyTaskRow: {
            applicationId: number;
            /** @description pending (applied), accepted (chosen), completed (result accepted), rejected, withdrawn. */
            state: string;
            proposal: string | null;
            createdAt: string;
            task: {
                id: number;
                title: string;
                deadline: string;
                category: string;
                isOnline: boolean;
                estimatedHours: number | null;
            };
            result: components["schemas"]["TaskResultDto"] | null;
        };
        /** @description GET/POST /api/my/verification: where the caller's verification stands. */
        MyVerification: {
            subject: components["schemas"]["VerificationSubject"];
            state: components["schemas"]["VerificationState"];
            /** @description The last reject reason (null unless rejected). */
            note: string | null;
            /** @description When the latest request was sent, ISO; null if never. */
            requestedAt: string | null;
        };
        /** @description GET /api/admin/news, with a Content-Range header. */
        NewsAdminList: components["schemas"]["NewsAdminRecord"][];
        /** @description The back office's news record (ra-data-simple-rest, /api/admin/news). */
        NewsAdminRecord: {
            id: number;
            sectionId: number;
            slug: string;
            titleRu: string;
            titleUz: string | null;
            leadRu: string;
            leadUz: string | null;
            bodyRu: string;
            bodyUz: string | null;
            cover: string | null;
            tags: string[];
            /** @description Uzbek names of `tags`, by position (a missing or empty one: the Russian tag is shown). */
            tagsUz: string[];
            /** @description null: a draft; in the future: scheduled. */
            publishedAt: string | null;
            authorId: number | null;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A news item in lists (GET /api/news, the home page). */
        NewsCard: {
            id: number;
            section: components["schemas"]["NewsSectionDto"];
            slug: string;
            title: string;
            lead: string;
            cover: string | null;
            tags: string[];
            /** @description ISO UTC; only items whose moment has come are public. */
            publishedAt: string;
        };
        /** @description GET /api/news: a page of news cards. */
        NewsCardPage: {
            data: components["schemas"]["NewsCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/news/:section/:slug and /api/news/by-id/:id: one published news item. */
        NewsItemDto: {
            id: number;
            section: components["schemas"]["NewsSectionDto"];
            slug: string;
            title: string;
            lead: string;
            cover: string | null;
            tags: string[];
            /** @description ISO UTC; only items whose moment has come are public. */
            publishedAt: string;
            /** @description Sanitised HTML in the request's language (ru fallback). */
            body: string;
        };
        /** @description GET /api/news/:section/:slug and /api/news/by-id/:id. */
        NewsItemResponse: {
            data: components["schemas"]["NewsItemDto"];
        };
        /** @description GET /api/admin/news-sections, with a Content-Range header. */
        NewsSectionAdminList: components["schemas"]["NewsSectionAdminRecord"][];
        /** @description The back office's news section (ra-data-simple-rest, /api/admin/news-sections/:id). */
        NewsSectionAdminRecord: {
            id: number;
            slug: string;
            nameRu: string;
            nameUz: string;
            sortOrder: number;
            isActive: boolean;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A news section (rubric), GET /api/news/sections. */
        NewsSectionDto: {
            id: number;
            slug: string;
            name: string;
        };
        /** @description GET /api/news/sections. */
        NewsSectionsResponse: {
            data: components["schemas"]["NewsSectionDto"][];
        };
        /** @description The notice part of a publication. */
        NoticeDto: {
            subject: string;
            lastSeenPlace: string;
            /** @description ISO UTC (shown in Tashkent time). */
            lastSeenAt: string | null;
            contacts: string;
            state: components["schemas"]["NoticeState"];
            stateChangedAt: string | null;
        };
        /** @enum {string} */
        NoticeState: "active" | "found" | "closed";
        /** @description One notification as the bell's panel shows it, in the request's language. */
        NotificationDto: {
            id: number;
            kind: string;
            title: string;
            body: string | null;
            link: string | null;
            readAt: string | null;
            createdAt: string;
        };
        /** @description GET /api/notifications: a page of the caller's notifications, newest first, with how many are unread and in all. */
        NotificationPage: {
            data: components["schemas"]["NotificationDto"][];
            unread: number;
            total: number;
        };
        /** @description POST /api/notifications/:id/read: the notification and when it was read. */
        NotificationRead: {
            id: number;
            readAt: string;
        };
        /** @description GET /api/site/operator → `{ data: OperatorDetails }`: the personal data operator the privacy policy names, from the server's settings. A part that is not configured is null. */
        OperatorDetails: {
            name: string | null;
            address: string | null;
            /** @description 9 digits. */
            taxNumber: string | null;
            email: string | null;
            /** @description The policy's date, YYYY-MM-DD. */
            policyDate: string | null;
        };
        /** @description GET /api/site/operator. */
        OperatorDetailsResponse: {
            data: components["schemas"]["OperatorDetails"];
        };
        /** @description The organization's current approved activities of one kind: a few, the count, the kind's list api. */
        OrgActivityGroup: {
            kind: string;
            total: number;
            items: components["schemas"]["OrgActivityLink"][];
        };
        /** @description A short line of one of the organization's activities. */
        OrgActivityLink: {
            id: number;
            title: string;
        };
        /** @description A card of the directory (GET /api/orgs). */
        OrgCard: {
            id: number;
            name: string;
            logo: string | null;
            region: string | null;
            district: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the directory's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            isVerified: boolean;
            /** @description Approved activities still open (events, projects, tasks, vacancies). */
            openActivities: number;
            rating: components["schemas"]["OrgRating"];
        };
        /** @description GET /api/orgs: a page of organization cards. */
        OrgCardPage: {
            data: components["schemas"]["OrgCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/orgs/:id: the public page (public documents only, nothing from user accounts). */
        OrgDetail: {
            id: number;
            name: string;
            logo: string | null;
            region: string | null;
            district: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the directory's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            isVerified: boolean;
            /** @description Approved activities still open (events, projects, tasks, vacancies). */
            openActivities: number;
            rating: components["schemas"]["OrgRating"];
            about: string;
            banner: string | null;
            legalForm: string | null;
            taxNumber: string | null;
            registrationDate: string | null;
            headName: string | null;
            geography: components["schemas"]["OrganizationGeography"] | null;
            regions: string[];
            contacts: {
                phone: string | null;
                email: string | null;
                website: string | null;
                address: string | null;
            };
            counts: {
                employees: number | null;
                volunteers: number | null;
                partners: number | null;
            };
            license: string | null;
            grants: string | null;
            memoranda: string | null;
            partnersText: string | null;
            videos: string[];
            photos: components["schemas"]["OrgFileDto"][];
            documents: components["schemas"]["OrgFileDto"][];
            activities: components["schemas"]["OrgActivityGroup"][];
            partners: {
                id: number;
                name: string;
                logo: string | null;
            }[];
        };
        /** @description A file on the profile; `url` is where it is read (documents through the API, photos as images). */
        OrgFileDto: {
            id: number;
            kind: components["schemas"]["OrganizationFileKind"];
            name: string;
            size: number;
            url: string;
            isPublic: boolean;
            sortOrder: number;
        };
        /** @description POST /api/my/organization/logo and /banner: the stored image's URL. */
        OrgImageUpload: {
            url: string;
        };
        /** @description GET /api/my/organization: every field, the files (public or not), the verification state. */
        OrgProfile: {
            name: string;
            registrationDate: string | null;
            taxNumber: string | null;
            headName: string | null;
            legalForm: string | null;
            legalAddress: string | null;
            actualAddress: string | null;
            geography: components["schemas"]["OrganizationGeography"] | null;
            regionId: number | null;
            /** @description A district of `regionId` (GET /api/districts?region=), or none. */
            districtId: number | null;
            /** @description The office on the map (docs/map-api.md), or none. */
            point: components["schemas"]["GeoPoint"] | null;
            phone: string | null;
            email: string | null;
            website: string | null;
            aboutRu: string | null;
            aboutUz: string | null;
            employeesCount: number | null;
            volunteersCount: number | null;
            partnersCount: number | null;
            license: string | null;
            grants: string | null;
            memoranda: string | null;
            partnersText: string | null;
            videos: string[];
            id: number;
            regionIds: number[];
            directionIds: number[];
            logo: string | null;
            banner: string | null;
            isVerified: boolean;
            verification: components["schemas"]["VerificationState"];
            verificationNote: string | null;
            files: components["schemas"]["OrgFileDto"][];
        };
        /** @description Stars of published reviews about the organization. */
        OrgRating: {
            average: number | null;
            count: number;
        };
        OrganizationBrief: {
            id: number;
            name: string;
            logo: string | null;
            isVerified: boolean;
        };
        /** @enum {string} */
        OrganizationFileKind: "document" | "license" | "grant" | "memorandum" | "photo";
        /** @enum {string} */
        OrganizationGeography: "local" | "regional" | "national" | "international";
        /** @description GET /api/my/events: a page of the organizer's events. */
        OwnEventPage: {
            data: components["schemas"]["MyEventRow"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/projects: a page of the owner's projects. */
        OwnProjectPage: {
            data: {
                moderation: components["schemas"]["ModerationState"];
                rejectReason: string | null;
                applicationsPending: number;
                id: number;
                title: string;
                /** @description Plain-text excerpt of the description (≤ 200 characters). */
                excerpt: string;
                cover: string | null;
                regionId: number | null;
                regionName: string | null;
                districtId: number | null;
                districtName: string | null;
                address: string | null;
                point: components["schemas"]["GeoPoint"] | null;
                /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
                distanceKm?: number;
                directions: components["schemas"]["DirectionDto"][];
                organization: components["schemas"]["OrganizationBrief"];
                startsAt: string;
                endsAt: string;
                isNationwide: boolean;
                places: number | null;
                /** @description Accepted participants. */
                participants: number;
                lifecycle: components["schemas"]["LifecycleState"];
            }[];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/tasks: a page of the owner's tasks (the performer's are MyTaskPage). */
        OwnTaskPage: {
            data: {
                moderation: components["schemas"]["ModerationState"];
                rejectReason: string | null;
                applicationsPending: number;
                id: number;
                title: string;
                /** @description Plain-text excerpt of the description (≤ 200 characters). */
                excerpt: string;
                cover: string | null;
                regionId: number | null;
                regionName: string | null;
                districtId: number | null;
                districtName: string | null;
                address: string | null;
                point: components["schemas"]["GeoPoint"] | null;
                /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
                distanceKm?: number;
                directions: components["schemas"]["DirectionDto"][];
                organization: components["schemas"]["OrganizationBrief"];
                category: {
                    id: number;
                    name: string;
                };
                deadline: string;
                isOnline: boolean;
                performers: number;
                /** @description Performers chosen so far. */
                chosen: number;
                estimatedHours: number | null;
            }[];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/vacancies: a page of the owner's vacancies. */
        OwnVacancyPage: {
            data: {
                moderation: components["schemas"]["ModerationState"];
                rejectReason: string | null;
                applicationsPending: number;
                id: number;
                title: string;
                /** @description Plain-text excerpt of the description (≤ 200 characters). */
                excerpt: string;
                cover: string | null;
                regionId: number | null;
                regionName: string | null;
                districtId: number | null;
                districtName: string | null;
                address: string | null;
                point: components["schemas"]["GeoPoint"] | null;
                /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
                distanceKm?: number;
                directions: components["schemas"]["DirectionDto"][];
                organization: components["schemas"]["OrganizationBrief"];
                vacancyKind: components["schemas"]["VacancyKind"];
                pay: components["schemas"]["PayKind"];
                /** @description Monthly pay or stipend in sum, if given. */
                amount: number | null;
                isRemote: boolean;
                deadline: string | null;
                places: number | null;
            }[];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/visits: a page of the owner's visits. */
        OwnVisitPage: {
            data: {
                moderation: components["schemas"]["ModerationState"];
                rejectReason: string | null;
                applicationsPending: number;
                id: number;
                title: string;
                /** @description Plain-text excerpt of the description (≤ 200 characters). */
                excerpt: string;
                cover: string | null;
                regionId: number | null;
                regionName: string | null;
                districtId: number | null;
                districtName: string | null;
                address: string | null;
                point: components["schemas"]["GeoPoint"] | null;
                /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
                distanceKm?: number;
                directions: components["schemas"]["DirectionDto"][];
                organization: components["schemas"]["OrganizationBrief"];
                /** @description Next session start, if any. */
                nextSessionAt: string | null;
            }[];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/<kind>/:id/applications: a page of an activity's applications, for its owner. */
        OwnerApplicationPage: {
            data: components["schemas"]["OwnerApplicationRow"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/my/<api>/:id/applications (and every owner decision's answer): an application to an activity the caller manages, as its owner sees it. */
        OwnerApplicationRow: {
            id: number;
            state: components["schemas"]["ApplicationState"];
            createdAt: string;
            decidedAt: string | null;
            /** @description The applicant's cover letter or proposal. */
            message: string | null;
            /** @description The owner's private note. */
            note: string | null;
            /** @description The applicant's CV; `url` is the owner's CV route. */
            cv: {
                name: string;
                url: string;
            } | null;
            /** @description Verified hours, once verified. */
            hours: number | null;
            /** @description `email` is null until the application is accepted (common/statuses.ts contactsShared). */
            user: {
                id: number;
                name: string;
                avatar: string | null;
                email: string | null;
            };
            /** @description An initiative group's team sign-up (its members' rows expand from it), else null (common/crm.ts CrmTeam). */
            team: components["schemas"]["CrmTeam"] | null;
        };
        /** @description The owner's view of a result: its performer too. */
        OwnerTaskResultDto: {
            id: number;
            applicationId: number;
            state: components["schemas"]["TaskResultState"];
            body: string;
            link: string | null;
            files: components["schemas"]["TaskResultFile"][];
            /** @description The owner's comment when asking for changes. */
            reviewComment: string | null;
            reviewedAt: string | null;
            createdAt: string;
            /** @description `email`: null unless the performer's application is accepted (common/statuses.ts contactsShared). */
            performer: {
                id: number;
                name: string;
                email: string | null;
            };
            /** @description The application's state (`completed` once the result is accepted). */
            applicationState: string;
        };
        /** @description GET /api/my/tasks/:id/results: a page of the results handed in for one of the owner's tasks. */
        OwnerTaskResultPage: {
            data: components["schemas"]["OwnerTaskResultDto"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description POST /api/crm/events/:id/message and /activities/:id/message: how many participants the message went to. */
        ParticipantsMessaged: {
            recipients: number;
        };
        /** @description GET /api/admin/partners, with a Content-Range header. */
        PartnerAdminList: components["schemas"]["PartnerAdminRecord"][];
        /** @description One partner of the public footer: GET/POST/PUT/DELETE /api/admin/partners/:id. */
        PartnerAdminRecord: {
            id: number;
            name: string;
            logoUrl: string;
            link: string | null;
            sortOrder: number;
            isActive: boolean;
            createdAt: string;
            updatedAt: string;
        };
        /** @description GET /api/admin/partner-applications, with a Content-Range header. */
        PartnerApplicationAdminList: components["schemas"]["PartnerApplicationAdminRow"][];
        /** @description An application in the back office (GET /api/admin/partner-applications/:id, approve, reject): the applicant's view and their account. */
        PartnerApplicationAdminRecord: {
            companyName: string;
            taxNumber: string;
            contactName: string;
            phone: string;
            /** @description The URL the logo upload answered with. */
            logoUrl: string;
            offer: string;
            id: number;
            website: string | null;
            status: components["schemas"]["PartnerApplicationState"];
            /** @description Why it was rejected (rejected only). */
            reason: string | null;
            createdAt: string;
            decidedAt: string | null;
            userId: number;
        };
        /** @description A row of GET /api/admin/partner-applications: no tax number (only the audited show carries it), the account's email. */
        PartnerApplicationAdminRow: {
            id: number;
            website: string | null;
            status: components["schemas"]["PartnerApplicationState"];
            /** @description Why it was rejected (rejected only). */
            reason: string | null;
            createdAt: string;
            decidedAt: string | null;
            companyName: string;
            contactName: string;
            phone: string;
            userId: number;
            userEmail: string;
            logoUrl: string | null;
            /** @description The list's default order: 0 while pending, 1 once decided. */
            queue: number;
        };
        /** @enum {string} */
        PartnerApplicationState: "pending" | "approved" | "rejected";
        /** @description GET /api/my/projects/:id/partner-candidates: organizations the owner may invite (at most 10), in a partner's brief shape. */
        PartnerCandidateList: {
            data: components["schemas"]["ProjectPartner"][];
        };
        /** @enum {string} */
        PartnerState: "invited" | "requested" | "accepted";
        /** @description The stored passport copy: its file name and type (the file itself: GET …/passport). */
        PassportFileDto: {
            name: string;
            type: string;
        };
        /** @description POST /api/user/password: the change said, and a fresh session token (the others are signed out). */
        PasswordChangeResponse: {
            token: {
                accessToken: string;
            };
            user: components["schemas"]["SessionUser"];
            /** @constant */
            error: 0;
            msg: string;
        };
        /** @enum {string} */
        PayKind: "paid" | "unpaid" | "stipend";
        /** @description One review the caller can still write: a completed activity and the counterpart. */
        PendingReviewDto: {
            activity: components["schemas"]["ReviewActivity"];
            endedAt: string | null;
            target: components["schemas"]["ReviewParty"];
        };
        /** @description GET /api/my/reviews/pending: a page of the reviews the caller still owes. */
        PendingReviewPage: {
            data: components["schemas"]["PendingReviewDto"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description A person's account as staff see it on their profile page. */
        PersonAccount: {
            id: number;
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            isActive: boolean;
            isVerified: boolean;
            isBlocked: boolean;
            locale: components["schemas"]["Locale"];
            createdAt: string;
            lastLoginAt: string | null;
            /** @description The organization the person owns, if any. */
            organizationId: number | null;
            /** @description The id of a verification request of theirs that waits, or null. */
            pending: number | null;
        };
        /** @description GET /api/admin/users/:id/profile: everything staff see of a person — the account, the volunteer profile with its sensitive fields or the owned organization's, the verification history, applications with hours, the points ledger and reviews both ways. */
        PersonAdminView: {
            id: number;
            account: components["schemas"]["PersonAccount"];
            /** @description Whom verification is about: the owned organization, else the person. */
            subject: {
                type: components["schemas"]["VerificationSubject"];
                id: number;
            };
            volunteer: components["schemas"]["VolunteerProfileDto"] | null;
            organization: components["schemas"]["StaffOrgProfile"] | null;
            history: components["schemas"]["VerificationHistoryEntry"][];
            applications: components["schemas"]["ApplicationPage"];
            points: components["schemas"]["PointsSummary"];
            reviews: components["schemas"]["PersonReview"][];
            passportUrl: string | null;
        };
        /** @description A review the person (or their organization) received or gave; hidden ones included. */
        PersonReview: {
            id: number;
            /** @enum {string} */
            direction: "received" | "given";
            stars: number;
            text: string;
            status: components["schemas"]["ReviewState"];
            activityKind: string;
            createdAt: string;
            otherName: string | null;
        };
        /** @description GET /api/user/checkin-code: the caller's personal code, the QR's text (PERSONAL_CHECKIN_PREFIX + code) and the QR (SVG). */
        PersonalCheckinCode: {
            code: string;
            text: string;
            svg: string;
        };
        /** @description The platform's figures on the home page: the all-time public figures (the analytics totals of every month). */
        PlatformFigures: {
            volunteers: number;
            verifiedHours: number;
            events: number;
            organizations: number;
        };
        /** @enum {string} */
        PointsReason: "hours" | "referral" | "task" | "bonus" | "correction" | "course";
        /** @description GET /api/my/points */
        PointsSummary: {
            balance: number;
            verifiedHours: number;
            /** @description A page of a list. */
            history: {
                data: {
                    id: number;
                    delta: number;
                    reason: components["schemas"]["PointsReason"];
                    title: string;
                    hours: number | null;
                    createdAt: string;
                }[];
                total: number;
                page: number;
                perPage: number;
                /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
                totalCapped?: boolean;
            };
        };
        /** @description GET /api/projects item. */
        ProjectCard: {
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            startsAt: string;
            endsAt: string;
            isNationwide: boolean;
            places: number | null;
            /** @description Accepted participants. */
            participants: number;
            lifecycle: components["schemas"]["LifecycleState"];
        };
        /** @description GET /api/projects: a page of project cards. */
        ProjectCardPage: {
            data: components["schemas"]["ProjectCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/projects/:id */
        ProjectDetail: {
            titleRu: string;
            titleUz: string | null;
            addressRu: string | null;
            addressUz: string | null;
            description: string;
            descriptionRu: string;
            descriptionUz: string | null;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            favoritesCount: number;
            commentsCount: number;
            isFavorite: boolean;
            /** @description The caller's applications to it (none without sessions but one). */
            myApplications: components["schemas"]["MyApplicationDto"][];
            /** @description Always empty for kinds without sessions. */
            sessions: components["schemas"]["SessionDto"][];
            /** @description The caller manages it. */
            canEdit: boolean;
            /** @description Courses of the academy an applicant must have completed, in the owner's order; `completed` by the caller (false for a visitor). */
            requiredCourses: components["schemas"]["RequiredCourse"][];
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            startsAt: string;
            endsAt: string;
            isNationwide: boolean;
            places: number | null;
            /** @description Accepted participants. */
            participants: number;
            lifecycle: components["schemas"]["LifecycleState"];
            goals: string | null;
            goalsRu: string | null;
            goalsUz: string | null;
            help: string | null;
            helpRu: string | null;
            helpUz: string | null;
            documents: components["schemas"]["DocumentDto"][];
            /** @description Accepted partner organizations. */
            partners: components["schemas"]["ProjectPartner"][];
            /** @description The caller organization's partnership (null for others and guests). */
            myPartnership: components["schemas"]["PartnerState"] | null;
        };
        /** @description An accepted partner organization on a project's page. */
        ProjectPartner: {
            id: number;
            name: string;
            logo: string | null;
        };
        /** @description GET /api/my/projects/:id/partners item: every partnership of the owner's project. */
        ProjectPartnership: {
            id: number;
            name: string;
            logo: string | null;
            state: components["schemas"]["PartnerState"];
            createdAt: string;
        };
        /** @description GET, POST and DELETE /api/my/projects/:id/partners…: the project's partners. */
        ProjectPartnershipList: {
            data: components["schemas"]["ProjectPartnership"][];
        };
        /** @description GET /api/partners item: an active partner of the footer and burger/partners. */
        PublicPartner: {
            id: number;
            name: string;
            logoUrl: string;
            link: string | null;
        };
        /** @description GET /api/partners: the active partners in footer order. */
        PublicPartnerList: {
            data: components["schemas"]["PublicPartner"][];
        };
        /** @description GET /api/admin/publications, with a Content-Range header. */
        PublicationAdminList: components["schemas"]["PublicationAdminRecord"][];
        /** @description The back office's publication (GET /api/admin/publications/:id and its writes): the owner's view with the queue's times. */
        PublicationAdminRecord: {
            id: number;
            kind: components["schemas"]["PublicationKind"];
            titleRu: string;
            titleUz: string | null;
            bodyRu: string;
            bodyUz: string | null;
            cover: string | null;
            photos: components["schemas"]["PublicationPhoto"][];
            regionId: number | null;
            tags: string[];
            subject: string | null;
            lastSeenPlace: string | null;
            lastSeenAt: string | null;
            contacts: string | null;
            noticeState: components["schemas"]["NoticeState"] | null;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            owner: components["schemas"]["PublicationOwnerDto"];
            createdAt: string;
            updatedAt: string;
            publishedAt: string | null;
            submittedAt: string | null;
            stateChangedAt: string | null;
        };
        /** @description A publication in lists (GET /api/posts, the home page). */
        PublicationCard: {
            id: number;
            kind: components["schemas"]["PublicationKind"];
            title: string;
            excerpt: string;
            cover: string | null;
            region: {
                id: number;
                name: string;
            } | null;
            tags: string[];
            owner: components["schemas"]["PublicationOwnerDto"];
            publishedAt: string;
            notice: components["schemas"]["NoticeDto"] | null;
        };
        /** @description GET /api/posts: a page of publication and notice cards. */
        PublicationCardPage: {
            data: components["schemas"]["PublicationCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/posts/:id. */
        PublicationDto: {
            id: number;
            kind: components["schemas"]["PublicationKind"];
            title: string;
            excerpt: string;
            cover: string | null;
            region: {
                id: number;
                name: string;
            } | null;
            tags: string[];
            owner: components["schemas"]["PublicationOwnerDto"];
            publishedAt: string;
            notice: components["schemas"]["NoticeDto"] | null;
            /** @description Sanitised HTML in the request's language (ru fallback). */
            body: string;
            photos: components["schemas"]["PublicationPhoto"][];
            /** @description Whether the viewer may edit it or change the notice state (author, group managers, moderators). */
            canManage: boolean;
        };
        /** @enum {string} */
        PublicationKind: "story" | "missing_person" | "missing_pet";
        /** @description Who owns a publication: the author, their organization or an initiative group they lead. */
        PublicationOwnerDto: {
            /** @enum {string} */
            type: "user" | "organization" | "group";
            id: number;
            name: string;
            /** @description The owner's public page (organization or group), null for a user. */
            page: string | null;
        };
        /** @description A photo of a publication (an upload of kind publication-photo). */
        PublicationPhoto: {
            url: string;
            /** @description Alternative text (optional). */
            alt?: string;
        };
        /** @description GET /api/posts/:id. */
        PublicationResponse: {
            data: components["schemas"]["PublicationDto"];
        };
        /** @description A quiz attempt's questions in this attempt's order; whether an option is right is never sent. */
        QuizAttempt: {
            id: number;
            startedAt: string;
            passMark: number;
            questions: {
                id: number;
                text: string;
                multiple: boolean;
                options: {
                    id: number;
                    text: string;
                }[];
            }[];
        };
        QuizAttemptResponse: {
            data: components["schemas"]["QuizAttempt"];
        };
        /** @description POST /api/academy/:slug/attempts/:id: the attempt's result: which questions were wrong, not their right answers. */
        QuizResult: {
            score: number;
            passed: boolean;
            passMark: number;
            wrongQuestionIds: number[];
            attemptsLeftToday: number;
            /** @description The course's completion, when this attempt passed it (or it was passed before). */
            completion: {
                completedAt: string;
                score: number | null;
                points: number;
            } | null;
        };
        QuizResultResponse: {
            data: components["schemas"]["QuizResult"];
        };
        /** @description GET /api/reviews: a page of someone's published reviews, with their rating. */
        RatedReviewPage: {
            rating: components["schemas"]["ReviewRating"];
            data: components["schemas"]["ReviewDto"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description POST /api/my/bonuses/check {code} → what the owner sees before marking a code used. */
        RedemptionCheck: {
            id: number;
            code: string;
            state: components["schemas"]["RedemptionState"];
            usedAt: string | null;
            createdAt: string;
            offerId: number;
            offerTitle: string;
            /** @description The volunteer's first name and the initial of the surname. */
            holder: string;
        };
        /** @description GET /api/my/bonuses/:id/redemptions: a page of the codes of an offer. */
        RedemptionCheckPage: {
            data: components["schemas"]["RedemptionCheck"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description POST /api/my/bonuses/check and /redemptions/:id/use: the code as the offer's owner sees it. */
        RedemptionCheckResponse: {
            data: components["schemas"]["RedemptionCheck"];
        };
        /** @description POST /api/bonuses/:id/redeem → 201 and GET /api/my/redemptions item. */
        RedemptionDto: {
            id: number;
            /** @description Canonical code (12 characters); show it with formatCode(). */
            code: string;
            /** @description data: URL of a PNG QR code carrying the code. */
            qr: string;
            points: number;
            state: components["schemas"]["RedemptionState"];
            usedAt: string | null;
            createdAt: string;
            offer: {
                terms: string;
                id: number;
                title: string;
                image: string | null;
                validUntil: string;
                owner: components["schemas"]["BonusOwner"];
            };
        };
        /** @description GET /api/my/redemptions: a page of the volunteer's codes. */
        RedemptionPage: {
            data: components["schemas"]["RedemptionDto"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description POST /api/bonuses/:id/redeem: the new code. */
        RedemptionResponse: {
            data: components["schemas"]["RedemptionDto"];
        };
        /** @enum {string} */
        RedemptionState: "issued" | "used";
        /** @description GET /api/admin/<resource> of a reference list (regions, cattask, dirprobono, typecat), with a Content-Range header. */
        ReferenceAdminList: components["schemas"]["ReferenceAdminRecord"][];
        /** @description One reference entry (regions, cattask, dirprobono, typecat): GET/POST/PUT/DELETE /api/admin/<resource>/:id. */
        ReferenceAdminRecord: {
            id: number;
            key: string;
            nameRu: string;
            nameUz: string;
            sortOrder: number;
            isActive: boolean;
            createdAt: string;
            updatedAt: string;
        };
        /** @description An entry of an admin-managed reference list (GET /api/reference/:list); `key`, `icon` and `color` where the list has them. */
        ReferenceEntry: {
            id: number;
            nameRu: string;
            nameUz: string;
            key?: string;
            icon?: string;
            color?: string;
        };
        /** @description GET /api/reference/:list: the active entries in display order. */
        ReferenceList: {
            data: components["schemas"]["ReferenceEntry"][];
        };
        /** @description GET /api/my/referral. */
        ReferralSummary: {
            link: string;
            code: string;
            /** @description Accounts created through the link, and those whose first hours were verified. */
            signedUp: number;
            completed: number;
            /** @description Points earned through the link. */
            points: number;
            /** @description The people who signed up (display names only), newest first, at most REFERRAL_PEOPLE_MAX. */
            people: {
                id: number;
                name: string;
                completed: boolean;
                createdAt: string;
            }[];
        };
        /** @description POST /api/dev/reminders/run (development only): the moment it ran as, and how many reminders of each kind went. */
        ReminderRun: {
            now: string;
            sent: {
                shift_24h: number;
                shift_2h: number;
                task_deadline: number;
                vacancy_deadline: number;
            };
        };
        /** @description A course an activity requires (ActivityDetailBase.requiredCourses). */
        RequiredCourse: {
            id: number;
            slug: string;
            title: string;
            completed: boolean;
        };
        /** @description The activity a review is about, with its public page (after the locale). */
        ReviewActivity: {
            kind: string;
            id: number;
            title: string;
            page: string;
        };
        /** @description GET /api/admin/reviews, with a Content-Range header. */
        ReviewAdminList: components["schemas"]["ReviewAdminRow"][];
        /** @description A review in the back office: an item of GET /api/admin/reviews, and GET/PUT /api/admin/reviews/:id. */
        ReviewAdminRow: {
            id: number;
            stars: number;
            text: string;
            status: components["schemas"]["ReviewState"];
            reportReason: string | null;
            reportedAt: string | null;
            createdAt: string;
            updatedAt: string;
            activityKind: string;
            activityId: number;
            /** @description In Russian; null when the activity is gone. */
            activityTitle: string | null;
            authorName: string | null;
            targetName: string | null;
            authorUserId: number | null;
            authorOrganizationId: number | null;
            targetUserId: number | null;
            targetOrganizationId: number | null;
            /** @description The list's default order: 0 reported, 1 published, 2 hidden. */
            priority: number;
        };
        /** @description A review as the public block, the profile tabs and the back office read it. */
        ReviewDto: {
            id: number;
            stars: number;
            text: string;
            status: components["schemas"]["ReviewState"];
            createdAt: string;
            updatedAt: string;
            /** @description Until when its author may still edit it (REVIEW_LIMITS.editDays after it was written). */
            editableUntil: string;
            activity: components["schemas"]["ReviewActivity"];
            author: components["schemas"]["ReviewParty"];
            target: components["schemas"]["ReviewParty"];
            /** @description The caller wrote it (or is staff of the organization that did): edit, no report. */
            isMine: boolean;
        };
        /** @description GET /api/my/reviews: a page of reviews. */
        ReviewPage: {
            data: components["schemas"]["ReviewDto"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description Who wrote or receives a review: a user (volunteer, owner of an activity) or an organization. */
        ReviewParty: {
            /** @enum {string} */
            type: "user" | "organization";
            id: number;
            name: string;
            /** @description The organization's logo or the user's avatar thumbnail. */
            image: string | null;
        };
        /** @description Stars of published reviews: the average (null when none) and how many. */
        ReviewRating: {
            average: number | null;
            count: number;
        };
        /** @description POST /api/reviews/:id/report: the review now reported by the caller. */
        ReviewReported: {
            id: number;
            /** @constant */
            reported: true;
        };
        /** @enum {string} */
        ReviewState: "published" | "reported" | "hidden";
        /** @enum {string} */
        Role: "admin" | "moderator" | "volon" | "organization" | "bussines" | "partner" | "trainee";
        /** @description GET /api/search: every kind's best matches, or with `kind` one kind's page of them (and the text searched). */
        SearchAnswer: components["schemas"]["SearchResult"] | {
            q: string;
            data: Record<string, never>[];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
            capped: boolean;
        };
        /** @description GET /api/search?q= — every kind with matches, in registry order; `total` sums their counts. */
        SearchResult: {
            q: string;
            total: number;
            groups: {
                /** @description The kind's key (ACTIVITY_KINDS; a kind the client does not know yet may appear). */
                kind: string;
                /** @description Matches, at most SEARCH_COUNT_MAX. */
                count: number;
                /** @description More than SEARCH_COUNT_MAX match. */
                capped: boolean;
                items: Record<string, never>[];
            }[];
        };
        /** @description Sessions (shifts) and applications to activities, as the API sends and takes them. */
        SessionDto: {
            id: number;
            /** @description In the request's language (uz falls back to ru). */
            title: string | null;
            titleRu: string | null;
            titleUz: string | null;
            startsAt: string;
            endsAt: string;
            capacity: number;
            /** @description capacity − place-holding applications, never below 0. */
            freePlaces: number;
            waitlisted: number;
        };
        /** @description POST /api/dev/sessions/:id/held (development only): the session moved to have ended an hour ago. */
        SessionHeld: {
            id: number;
        };
        /** @description The user object returned by login. */
        SessionUser: {
            id: number;
            username: string;
            role: string;
            isVerified: boolean;
            isActive: boolean;
            name: string;
            locale: components["schemas"]["Locale"];
            regionId: number | null;
            /** @description An admin made the user a news editor: the back office opens its news and sections to them. */
            isNewsEditor: boolean;
        };
        /** @enum {string} */
        Sex: "male" | "female";
        /** @description GET /api/crm/sessions/:id/checkin-code: the shift's check-in URL and its QR code (SVG). */
        ShiftCheckinCode: {
            url: string;
            svg: string;
        };
        /** @description GET /api/site → `SiteInfo`: what the public site needs to know about the platform's set-up. */
        SiteInfo: {
            /** @description The Telegram bot when one is configured, else null (no Telegram login, no linking): its username (for the Login Widget's data-telegram-login) and numeric id (the token's part before ':'). */
            telegram: {
                botName: string;
                botId: number;
            } | null;
            /** @description The map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
            map: components["schemas"]["MapTiles"];
        };
        /** @description An organization's file as staff open it: through the back office's audited route (null when there is none to go through). */
        StaffOrgFile: {
            id: number;
            kind: components["schemas"]["OrganizationFileKind"];
            name: string;
            size: number;
            url: string;
            isPublic: boolean;
            sortOrder: number;
            adminUrl: string | null;
        };
        /** @description An organization's whole profile as staff check it. */
        StaffOrgProfile: {
            id: number;
            regionIds: number[];
            directionIds: number[];
            logo: string | null;
            banner: string | null;
            isVerified: boolean;
            verification: components["schemas"]["VerificationState"];
            verificationNote: string | null;
            name: string;
            registrationDate: string | null;
            taxNumber: string | null;
            headName: string | null;
            legalForm: string | null;
            legalAddress: string | null;
            actualAddress: string | null;
            geography: components["schemas"]["OrganizationGeography"] | null;
            regionId: number | null;
            /** @description A district of `regionId` (GET /api/districts?region=), or none. */
            districtId: number | null;
            /** @description The office on the map (docs/map-api.md), or none. */
            point: components["schemas"]["GeoPoint"] | null;
            phone: string | null;
            email: string | null;
            website: string | null;
            aboutRu: string | null;
            aboutUz: string | null;
            employeesCount: number | null;
            volunteersCount: number | null;
            partnersCount: number | null;
            license: string | null;
            grants: string | null;
            memoranda: string | null;
            partnersText: string | null;
            videos: string[];
            files: components["schemas"]["StaffOrgFile"][];
        };
        /** @enum {string} */
        TaskApplyRefusal: "guest" | "not_probono" | "closed";
        /** @description GET /api/tasks item. */
        TaskCard: {
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            category: {
                id: number;
                name: string;
            };
            deadline: string;
            isOnline: boolean;
            performers: number;
            /** @description Performers chosen so far. */
            chosen: number;
            estimatedHours: number | null;
        };
        /** @description GET /api/tasks: a page of task cards. */
        TaskCardPage: {
            data: components["schemas"]["TaskCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/tasks/:id */
        TaskDetail: {
            titleRu: string;
            titleUz: string | null;
            addressRu: string | null;
            addressUz: string | null;
            description: string;
            descriptionRu: string;
            descriptionUz: string | null;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            favoritesCount: number;
            commentsCount: number;
            isFavorite: boolean;
            /** @description The caller's applications to it (none without sessions but one). */
            myApplications: components["schemas"]["MyApplicationDto"][];
            /** @description Always empty for kinds without sessions. */
            sessions: components["schemas"]["SessionDto"][];
            /** @description The caller manages it. */
            canEdit: boolean;
            /** @description Courses of the academy an applicant must have completed, in the owner's order; `completed` by the caller (false for a visitor). */
            requiredCourses: components["schemas"]["RequiredCourse"][];
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            category: {
                id: number;
                name: string;
            };
            deadline: string;
            isOnline: boolean;
            performers: number;
            /** @description Performers chosen so far. */
            chosen: number;
            estimatedHours: number | null;
            skills: string | null;
            skillsRu: string | null;
            skillsUz: string | null;
            expectedResult: string | null;
            resultRu: string | null;
            resultUz: string | null;
            /** @description Whether the caller may apply (pro bono volunteers, open tasks); else why not. */
            canApply: boolean;
            cannotApply: components["schemas"]["TaskApplyRefusal"] | null;
            /** @description The caller's latest result, when they are a performer who handed one in. */
            myResult: components["schemas"]["TaskResultDto"] | null;
        };
        /** @description A result handed in by a performer (GET /api/my/tasks/:id/results, the performer's `myResult`). */
        TaskResultDto: {
            id: number;
            applicationId: number;
            state: components["schemas"]["TaskResultState"];
            body: string;
            link: string | null;
            files: components["schemas"]["TaskResultFile"][];
            /** @description The owner's comment when asking for changes. */
            reviewComment: string | null;
            reviewedAt: string | null;
            createdAt: string;
        };
        /** @description A file handed in with a result (an upload of kind `taskResult`). */
        TaskResultFile: {
            key: string;
            url: string;
            name: string;
            type: string;
            size: number;
        };
        /** @enum {string} */
        TaskResultState: "submitted" | "changes_requested" | "accepted";
        /** @description A team sign-up as the group and the organizer see it: one row that expands to its named members. */
        TeamSignupDto: {
            id: number;
            group: {
                id: number;
                name: string;
            };
            sessionId: number;
            activity: {
                kind: string;
                id: number;
                title: string;
            };
            startsAt: string;
            endsAt: string;
            places: number;
            state: string;
            members: {
                applicationId: number;
                userId: number;
                name: string;
                state: string;
            }[];
            createdAt: string;
        };
        /** @description GET /api/my/initiatives/:id/teams: a page of a group's team sign-ups. */
        TeamSignupPage: {
            data: components["schemas"]["TeamSignupDto"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description POST /api/user/telegram/link: the one-time deep link. */
        TelegramLinkDto: {
            url: string;
            expiresAt: string;
        };
        /** @description GET /api/user/telegram: the bot's state and the account's link. */
        TelegramSettingsDto: {
            /** @description False when the platform has no bot configured: the section is hidden. */
            enabled: boolean;
            botName: string | null;
            linked: {
                username: string | null;
                linkedAt: string;
            } | null;
            topics: components["schemas"]["TelegramTopic"][];
        };
        /** @enum {string} */
        TelegramTopic: "decisions" | "waitlist" | "hours" | "moderation" | "messages" | "reminders";
        /** @description GET /api/admin/tours, with a Content-Range header. */
        TourAdminList: components["schemas"]["TourAdminRecord"][];
        /** @description One slide of the home page's tour: GET/POST/PUT/DELETE /api/admin/tours/:id. */
        TourAdminRecord: {
            id: number;
            titleRu: string;
            titleUz: string;
            textRu: string;
            textUz: string;
            imageUrl: string | null;
            sortOrder: number;
            startsAt: string | null;
            endsAt: string | null;
            isActive: boolean;
            createdAt: string;
            updatedAt: string;
        };
        /** @description Answer of POST /api/my/uploads/:kind (kind: event-cover | event-document | visit-cover). */
        UploadResult: {
            key: string;
            url: string;
            name: string;
            size: number;
            type: string;
        };
        /** @description GET /api/admin/users, with a Content-Range header. */
        UserAdminList: components["schemas"]["UserAdminRecord"][];
        /** @description One account as the back office shows it (never its password hash or token version): GET/PUT/DELETE /api/admin/users/:id. */
        UserAdminRecord: {
            id: number;
            email: string;
            role: components["schemas"]["Role"];
            name: string;
            isActive: boolean;
            isVerified: boolean;
            isBlocked: boolean;
            isNewsEditor: boolean;
            isGenerated: boolean;
            locale: components["schemas"]["Locale"];
            regionId: number | null;
            avatarUrl: string | null;
            lastLoginAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        /** @description The account part of GET /api/user/profile: the session's user with its pictures, notice choices and region. */
        UserProfileAccount: {
            /** @description 256 px WebP square, 64 px WebP square and 256 px JPEG fallback; null without an avatar. */
            avatar: string | null;
            avatarThumb: string | null;
            avatarFallback: string | null;
            /** @description Emails about activities (account mails — confirmation, recovery — always go). */
            notifyEmail: boolean;
            /** @description In-app notifications (the bell). */
            notifyInApp: boolean;
            id: number;
            username: string;
            role: string;
            isVerified: boolean;
            isActive: boolean;
            name: string;
            locale: components["schemas"]["Locale"];
            regionId: number | null;
            /** @description An admin made the user a news editor: the back office opens its news and sections to them. */
            isNewsEditor: boolean;
            logo: string;
            dfAvatar: {
                image: string;
                color: string;
            };
            /** @description The volunteer's verification state, else that of the organization the account works for. */
            verification: string | null;
            referralCode: string | null;
            createdAt: string;
            region: components["schemas"]["CityDto"] | null;
        };
        /** @description GET /api/user/profile: the caller's account, their kind's profile fields, pro bono directions and points. */
        UserProfileResponse: {
            user: components["schemas"]["UserProfileAccount"];
            /** @description The role, or `probono` for a pro bono volunteer. */
            kind: components["schemas"]["Role"] | "probono";
            /** @description The columns of the kind's profile table as the model names them, without the sensitive ones. */
            profile: {
                [key: string]: unknown;
            };
            probonoDirections: {
                id: number;
                nameRu: string;
                nameUz: string;
            }[];
            points: {
                balance: number;
                verifiedHours: number;
            };
        };
        /** @enum {string} */
        VacancyApplyRefusal: "guest" | "role" | "closed" | "applied";
        /** @description GET /api/vacancies item. */
        VacancyCard: {
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            vacancyKind: components["schemas"]["VacancyKind"];
            pay: components["schemas"]["PayKind"];
            /** @description Monthly pay or stipend in sum, if given. */
            amount: number | null;
            isRemote: boolean;
            deadline: string | null;
            places: number | null;
        };
        /** @description GET /api/vacancies: a page of vacancy cards. */
        VacancyCardPage: {
            data: components["schemas"]["VacancyCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description GET /api/vacancies/:id */
        VacancyDetail: {
            canApply: boolean;
            /** @description Null when the caller may apply. */
            applyRefusal: components["schemas"]["VacancyApplyRefusal"] | null;
            titleRu: string;
            titleUz: string | null;
            addressRu: string | null;
            addressUz: string | null;
            description: string;
            descriptionRu: string;
            descriptionUz: string | null;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            favoritesCount: number;
            commentsCount: number;
            isFavorite: boolean;
            /** @description The caller's applications to it (none without sessions but one). */
            myApplications: components["schemas"]["MyApplicationDto"][];
            /** @description Always empty for kinds without sessions. */
            sessions: components["schemas"]["SessionDto"][];
            /** @description The caller manages it. */
            canEdit: boolean;
            /** @description Courses of the academy an applicant must have completed, in the owner's order; `completed` by the caller (false for a visitor). */
            requiredCourses: components["schemas"]["RequiredCourse"][];
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            vacancyKind: components["schemas"]["VacancyKind"];
            pay: components["schemas"]["PayKind"];
            /** @description Monthly pay or stipend in sum, if given. */
            amount: number | null;
            isRemote: boolean;
            deadline: string | null;
            places: number | null;
            duties: string | null;
            dutiesRu: string | null;
            dutiesUz: string | null;
            requirements: string | null;
            requirementsRu: string | null;
            requirementsUz: string | null;
            schedule: string | null;
            scheduleRu: string | null;
            scheduleUz: string | null;
            duration: string | null;
            durationRu: string | null;
            durationUz: string | null;
        };
        /** @enum {string} */
        VacancyKind: "vacancy" | "internship";
        /** @description GET /api/admin/verifications/:id: the row, the subject's whole profile with its sensitive fields (null both when the caller may not read them: a moderator on a decided request), the passport copy's audited address and the subject's history. */
        VerificationAdminDetail: {
            id: number;
            subjectType: components["schemas"]["VerificationSubject"];
            subjectId: number;
            status: components["schemas"]["VerificationRequestState"];
            reason: string | null;
            requestedAt: string;
            decidedAt: string | null;
            /** @description The volunteer's full name (the account's name without one) or the organization's name. */
            name: string | null;
            email: string | null;
            volunteer: components["schemas"]["VolunteerProfileDto"] | null;
            organization: components["schemas"]["StaffOrgProfile"] | null;
            passportUrl: string | null;
            history: components["schemas"]["VerificationHistoryEntry"][];
        };
        /** @description One request of a subject's verification history (newest first), with the deciding staff member's email. */
        VerificationHistoryEntry: {
            id: number;
            status: components["schemas"]["VerificationRequestState"];
            reason: string | null;
            requestedAt: string;
            decidedAt: string | null;
            decidedBy: string | null;
        };
        /** @description GET /api/admin/verifications, with a Content-Range header. */
        VerificationQueueList: components["schemas"]["VerificationQueueRow"][];
        /** @description A row of the back office's verification queue: GET /api/admin/verifications, and the answer of approve and reject. */
        VerificationQueueRow: {
            id: number;
            subjectType: components["schemas"]["VerificationSubject"];
            subjectId: number;
            status: components["schemas"]["VerificationRequestState"];
            reason: string | null;
            requestedAt: string;
            decidedAt: string | null;
            /** @description The volunteer's full name (the account's name without one) or the organization's name. */
            name: string | null;
            email: string | null;
        };
        /** @enum {string} */
        VerificationRequestState: "pending" | "approved" | "rejected" | "withdrawn";
        /** @enum {string} */
        VerificationState: "none" | "pending" | "verified" | "rejected";
        /** @enum {string} */
        VerificationSubject: "user" | "organization";
        /** @enum {string} */
        VideoProvider: "youtube" | "vimeo";
        /** @description A standing offer to come and help ("myvisit"). */
        VisitCard: {
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            /** @description Next session start, if any. */
            nextSessionAt: string | null;
        };
        /** @description GET /api/visits: a page of visit cards. */
        VisitCardPage: {
            data: components["schemas"]["VisitCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description A visit offer's page: every detail's fields but its counts of favorites and comments (an offer has neither). */
        VisitDetail: {
            titleRu: string;
            titleUz: string | null;
            addressRu: string | null;
            addressUz: string | null;
            description: string;
            descriptionRu: string;
            descriptionUz: string | null;
            moderation: components["schemas"]["ModerationState"];
            rejectReason: string | null;
            isFavorite: boolean;
            /** @description The caller's applications to it (none without sessions but one). */
            myApplications: components["schemas"]["MyApplicationDto"][];
            /** @description Always empty for kinds without sessions. */
            sessions: components["schemas"]["SessionDto"][];
            /** @description The caller manages it. */
            canEdit: boolean;
            /** @description Courses of the academy an applicant must have completed, in the owner's order; `completed` by the caller (false for a visitor). */
            requiredCourses: components["schemas"]["RequiredCourse"][];
            id: number;
            title: string;
            /** @description Plain-text excerpt of the description (≤ 200 characters). */
            excerpt: string;
            cover: string | null;
            regionId: number | null;
            regionName: string | null;
            districtId: number | null;
            districtName: string | null;
            address: string | null;
            point: components["schemas"]["GeoPoint"] | null;
            /** @description Kilometres from the list's `near` point (only in an answer to `near=`). */
            distanceKm?: number;
            directions: components["schemas"]["DirectionDto"][];
            organization: components["schemas"]["OrganizationBrief"];
            /** @description Next session start, if any. */
            nextSessionAt: string | null;
        };
        /** @description An activity a volunteer took part in (completed or attended), linked to its public page. */
        VolonActivity: {
            kind: string;
            id: number;
            title: string;
            /** @description The activity's page after the locale (`events/view/5`). */
            path: string;
            hours: number | null;
        };
        /** @description A card of the directory: display name is the first name and the last name's initial. */
        VolonCard: {
            id: number;
            name: string;
            avatar: string;
            region: components["schemas"]["VolonRegion"] | null;
            /** @description The district of the region the volunteer chose, or none. */
            district: components["schemas"]["VolonRegion"] | null;
            directions: components["schemas"]["DirectionDto"][];
            skills: string[];
            verifiedHours: number;
            isVerified: boolean;
        };
        /** @description GET /api/volons: a page of volunteer cards. */
        VolonCardPage: {
            data: components["schemas"]["VolonCard"][];
            total: number;
            page: number;
            perPage: number;
            /** @description Present (true) when `total` is LIST_COUNT_CAP and more rows match: show "1 000+". */
            totalCapped?: boolean;
        };
        /** @description A volunteer's public page (GET /api/volons/:id). */
        VolonDetail: {
            id: number;
            name: string;
            avatar: string;
            region: components["schemas"]["VolonRegion"] | null;
            /** @description The district of the region the volunteer chose, or none. */
            district: components["schemas"]["VolonRegion"] | null;
            directions: components["schemas"]["DirectionDto"][];
            skills: string[];
            verifiedHours: number;
            isVerified: boolean;
            about: string | null;
            languages: string[];
            /** @description Points balance; null when the volunteer hides them. */
            points: number | null;
            /** @description Activities taken part in; null when the volunteer hides them. */
            activities: components["schemas"]["VolonActivity"][] | null;
            rating: {
                average: number | null;
                count: number;
            };
            /** @description The volunteer shows their book here (GET /api/volons/:id/book). */
            bookShown: boolean;
            /** @description Only the volunteer themself: their choices (the page is also their preview). */
            visibility?: components["schemas"]["VolonVisibility"];
        };
        /** @description A region as a card names it, in the request's language. */
        VolonRegion: {
            id: number;
            name: string;
        };
        /** @description What a volunteer chose to show: listed in the directory, activities, points. */
        VolonVisibility: {
            isListed: boolean;
            showActivities: boolean;
            showPoints: boolean;
            /** @description The volunteer's book on their public page (volons/view/{id}); left out of a PUT, it is kept. */
            showBook?: boolean;
        };
        /** @description GET /api/my/book and GET /api/volons/:id/book. */
        VolunteerBook: {
            holder: {
                id: number;
                name: string;
                avatar: string | null;
                regionName: string | null;
            };
            totals: {
                hours: number;
                activities: number;
                courses: number;
                reviews: number;
                rating: number | null;
            };
            /** @description Hours verified per Tashkent year, newest first, and how they split by the activities' directions (an activity of two directions counts in both). */
            years: {
                year: number;
                hours: number;
                directions: {
                    direction: components["schemas"]["DirectionDto"];
                    hours: number;
                }[];
            }[];
            activities: components["schemas"]["BookActivity"][];
            reviews: components["schemas"]["BookReview"][];
            courses: components["schemas"]["BookCourse"][];
            certificates: components["schemas"]["BookCertificate"][];
        };
        VolunteerBookResponse: {
            data: components["schemas"]["VolunteerBook"];
        };
        /** @description GET/PUT /api/my/volunteer-profile: the input's fields plus state. The sensitive ones (SENSITIVE_VOLUNTEER_FIELDS) are present only for the person themselves and staff. */
        VolunteerProfileDto: {
            isProbono: boolean;
            isListed: boolean;
            verification: components["schemas"]["VerificationState"];
            verificationNote: string | null;
            passportFile?: components["schemas"]["PassportFileDto"] | null;
            passportSeries?: string | null;
            registrationAddress?: string | null;
            taxNumber?: string | null;
            residenceAddress?: string | null;
            medicalBook?: boolean | null;
            disabilityType?: string | null;
            disabilityGroup?: number | null;
            vaccination?: string | null;
            firstName: string;
            lastName: string;
            middleName: string | null;
            noMiddleName: boolean;
            birthDate: string | null;
            sex: components["schemas"]["Sex"] | null;
            regionId: number | null;
            /** @description A district of `regionId`, or none. */
            districtId: number | null;
            citizenship: string | null;
            phone: string | null;
            about: string | null;
            tags: string[];
            education: string | null;
            languages: string[];
            skills: string[];
            work: string | null;
            certificates: string | null;
            courses: string | null;
            /** @description One activity type (admin list typecat); the 'probono' one makes the volunteer pro bono. */
            volunteerTypeId: number | null;
            /** @description Pro bono categories (dirprobono): LIMITS.probonoDirections for a pro bono volunteer, none otherwise. */
            probonoDirectionIds: number[];
            /** @description Directions (themes) the volunteer cares about. */
            directionIds: number[];
            clothingSize: components["schemas"]["ClothingSize"] | null;
            shoeSize: number | null;
        };
    };
    responses: {
        /** @description An error: { error, msg, fields? } (the back office adds message and errors; registration answers error: 1) */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiErrorAnswer"];
            };
        };
        /** @description Past a rate limit: too_many_requests, retry after Retry-After seconds */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description service_unavailable: the server is past its capacity (Retry-After: 2, a few seconds) or the database is away (Retry-After: 30); nothing was written */
        Unavailable: {
            headers: {
                /** @description Seconds to wait before trying again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rest: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An HTML page */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminRest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rest: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An HTML page */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAcademy: {
        parameters: {
            query?: {
                direction?: number;
                level?: "beginner" | "intermediate" | "advanced";
                author?: "platform" | "organization" | "group";
                q?: string;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAcademySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseDetailResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseDetailResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAcademySlugAttempts: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: QuizAttemptResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizAttemptResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAcademySlugAttemptsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answers: string[];
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: QuizResultResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizResultResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAcademySlugEnrol: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseProgressResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseProgressResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAcademySlugLessonsPosition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                position: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseLessonResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseLessonResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAcademySlugLessonsPositionRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                slug: string;
                position: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseProgressResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseProgressResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiActivitiesKindIdApply: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                kind: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyApplicationDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyApplicationDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiActivitiesKindIdWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyApplicationDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyApplicationDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AuditAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminAuditId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AuditAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BannerAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kind: string;
                    titleRu: string;
                    titleUz: string;
                    imageUrl: string;
                    link?: string;
                    sortOrder?: number;
                    startsAt?: string;
                    endsAt?: string;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BannerAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminBannersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BannerAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminBannersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    kind?: string;
                    titleRu?: string;
                    titleUz?: string;
                    imageUrl?: string;
                    link?: string;
                    sortOrder?: number;
                    startsAt?: string;
                    endsAt?: string;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BannerAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminBannersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BannerAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminBonuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BonusAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminBonusesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BonusAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminBonusesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    termsRu?: string;
                    termsUz?: string;
                    image?: string;
                    price: string;
                    quantity?: string;
                    validFrom: string;
                    validUntil: string;
                    isOnline?: string;
                    regionId: string;
                    draft?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BonusAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminBonusesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BonusAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminBonusesIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BonusAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminBonusesIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BonusAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminCattask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminCattask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    nameRu: string;
                    nameUz: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminCattaskId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminCattaskId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    key?: string;
                    nameRu?: string;
                    nameUz?: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminCattaskId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminCourses: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    summaryRu: string;
                    summaryUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    cover?: string;
                    directionIds?: string;
                    /** @enum {unknown} */
                    level: "beginner" | "intermediate" | "advanced";
                    estimatedMinutes: string;
                    isListed?: string;
                    passMark?: string;
                    attemptsPerDay?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminCoursesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminCoursesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    summaryRu: string;
                    summaryUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    cover?: string;
                    directionIds?: string;
                    /** @enum {unknown} */
                    level: "beginner" | "intermediate" | "advanced";
                    estimatedMinutes: string;
                    isListed?: string;
                    passMark?: string;
                    attemptsPerDay?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminCoursesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminCoursesIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminCoursesIdLearnersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A CSV table (UTF-8) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminCoursesIdLessons: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    video?: string;
                    attachments?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminCoursesIdLessonsLessonId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    video?: string;
                    attachments?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminCoursesIdLessonsLessonId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminCoursesIdLessonsLessonIdMove: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    direction: "up" | "down";
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminCoursesIdLessonsOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lessonIds: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminCoursesIdQuestions: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    textRu: string;
                    textUz?: string;
                    multiple?: string;
                    options: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminCoursesIdQuestionsQuestionId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    textRu: string;
                    textUz?: string;
                    multiple?: string;
                    options: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminCoursesIdQuestionsQuestionId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminCoursesIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminCoursesIdStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseStatsResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseStatsResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminDirections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DirectionAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectionAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminDirections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    nameRu: string;
                    nameUz: string;
                    sortOrder?: number;
                    isActive?: string;
                    icon: string;
                    color: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DirectionAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectionAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminDirectionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DirectionAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectionAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminDirectionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    key?: string;
                    nameRu?: string;
                    nameUz?: string;
                    sortOrder?: number;
                    isActive?: string;
                    icon?: string;
                    color?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DirectionAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectionAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminDirectionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DirectionAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectionAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminDirprobono: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminDirprobono: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    nameRu: string;
                    nameUz: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminDirprobonoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminDirprobonoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    key?: string;
                    nameRu?: string;
                    nameUz?: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminDirprobonoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminDistricts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DistrictAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistrictAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminDistricts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    regionId: number;
                    key: string;
                    nameRu: string;
                    nameUz: string;
                    aliases?: string;
                    lat?: string;
                    lng?: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DistrictAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistrictAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminDistrictsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DistrictAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistrictAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminDistrictsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    regionId?: number;
                    key?: string;
                    nameRu?: string;
                    nameUz?: string;
                    aliases?: string;
                    lat?: string;
                    lng?: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DistrictAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistrictAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminDistrictsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DistrictAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistrictAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminEventsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminEventsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    titleRu?: string;
                    titleUz?: string;
                    descriptionRu?: string;
                    descriptionUz?: string;
                    addressRu?: string;
                    addressUz?: string;
                    regionId?: number;
                    districtId?: number;
                    capacity?: number;
                    minAge?: number;
                    skills?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminEventsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminEventsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminEventsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string;
                    /** @enum {unknown} */
                    action: "approve" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationBulkResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationBulkResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminInitiatives: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AdminGroupList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGroupList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminInitiativesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AdminGroupDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGroupDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminInitiativesIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AdminGroupDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGroupDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminInitiativesIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AdminGroupDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGroupDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminInitiativesIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AdminGroupDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGroupDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminInitiativesIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AdminGroupDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGroupDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sectionId: number;
                    slug?: string;
                    titleRu: string;
                    titleUz?: string;
                    leadRu?: string;
                    leadUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    cover?: string;
                    tags?: string;
                    tagsUz?: string;
                    publishedAt?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminNewsSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsSectionAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsSectionAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminNewsSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    nameRu: string;
                    nameUz: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsSectionAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsSectionAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminNewsSectionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsSectionAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsSectionAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminNewsSectionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    slug?: string;
                    nameRu?: string;
                    nameUz?: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsSectionAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsSectionAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminNewsSectionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsSectionAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsSectionAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminNewsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminNewsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    sectionId?: number;
                    slug?: string;
                    titleRu?: string;
                    titleUz?: string;
                    leadRu?: string;
                    leadUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    cover?: string;
                    tags?: string;
                    tagsUz?: string;
                    publishedAt?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminNewsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminPartnerApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerApplicationAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApplicationAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminPartnerApplicationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerApplicationAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApplicationAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminPartnerApplicationsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerApplicationAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApplicationAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminPartnerApplicationsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerApplicationAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerApplicationAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    logoUrl: string;
                    link?: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminPartnersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminPartnersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    logoUrl?: string;
                    link?: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminPartnersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminProjectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminProjectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    titleRu?: string;
                    titleUz?: string;
                    descriptionRu?: string;
                    descriptionUz?: string;
                    addressRu?: string;
                    addressUz?: string;
                    regionId?: number;
                    districtId?: number;
                    goalsRu?: string;
                    goalsUz?: string;
                    helpRu?: string;
                    helpUz?: string;
                    places?: number;
                    isNationwide?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminProjectsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminProjectsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminProjectsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string;
                    /** @enum {unknown} */
                    action: "approve" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationBulkResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationBulkResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminPublications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminPublicationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminPublicationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    kind: "story" | "missing_person" | "missing_pet";
                    titleRu: string;
                    titleUz?: string;
                    bodyRu: string;
                    bodyUz?: string;
                    cover?: string;
                    photos?: string;
                    regionId?: string;
                    tags?: string;
                    subject?: string;
                    lastSeenPlace?: string;
                    contacts?: string;
                    lastSeenAt?: string;
                    draft?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminPublicationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminPublicationsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminPublicationsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminPublicationsIdState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    state: "active" | "found" | "closed";
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    nameRu: string;
                    nameUz: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminRegionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminRegionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    key?: string;
                    nameRu?: string;
                    nameUz?: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminRegionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReviewAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminReviewsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReviewAdminRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewAdminRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminReviewsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    status: "published" | "hidden";
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReviewAdminRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewAdminRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AdminStats */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminTasksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminTasksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    titleRu?: string;
                    titleUz?: string;
                    descriptionRu?: string;
                    descriptionUz?: string;
                    addressRu?: string;
                    addressUz?: string;
                    regionId?: number;
                    districtId?: number;
                    skillsRu?: string;
                    skillsUz?: string;
                    resultRu?: string;
                    resultUz?: string;
                    performers?: number;
                    isOnline?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminTasksIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminTasksIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminTasksBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string;
                    /** @enum {unknown} */
                    action: "approve" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationBulkResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationBulkResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminTours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TourAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TourAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminTours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz: string;
                    textRu?: string;
                    textUz?: string;
                    imageUrl?: string;
                    sortOrder?: number;
                    startsAt?: string;
                    endsAt?: string;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TourAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TourAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminToursId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TourAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TourAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminToursId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    titleRu?: string;
                    titleUz?: string;
                    textRu?: string;
                    textUz?: string;
                    imageUrl?: string;
                    sortOrder?: number;
                    startsAt?: string;
                    endsAt?: string;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TourAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TourAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminToursId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TourAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TourAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminTypecat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminTypecat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    nameRu: string;
                    nameUz: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminTypecatId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminTypecatId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    key?: string;
                    nameRu?: string;
                    nameUz?: string;
                    sortOrder?: number;
                    isActive?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminTypecatId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminUploads: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AdminUploadResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUploadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: UserAdminList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAdminList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: UserAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    role?: string;
                    name?: string;
                    isActive?: string;
                    isVerified?: string;
                    isBlocked?: string;
                    isNewsEditor?: string;
                    locale?: string;
                    regionId?: number;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: UserAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiAdminUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: UserAdminRecord */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAdminRecord"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminUsersIdPassport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminUsersIdProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PersonAdminView */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonAdminView"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminUsersIdResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountActionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminVacancy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminVacancyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminVacancyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    titleRu?: string;
                    titleUz?: string;
                    descriptionRu?: string;
                    descriptionUz?: string;
                    addressRu?: string;
                    addressUz?: string;
                    regionId?: number;
                    districtId?: number;
                    dutiesRu?: string;
                    dutiesUz?: string;
                    requirementsRu?: string;
                    requirementsUz?: string;
                    pay?: string;
                    places?: number;
                    isRemote?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminVacancyIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminVacancyIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminVacancyBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string;
                    /** @enum {unknown} */
                    action: "approve" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationBulkResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationBulkResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VerificationQueueList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationQueueList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminVerificationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VerificationAdminDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationAdminDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminVerificationsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VerificationQueueRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationQueueRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminVerificationsIdFilesFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminVerificationsIdPassport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminVerificationsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VerificationQueueRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationQueueRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminVisits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAdminVisitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiAdminVisitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    titleRu?: string;
                    titleUz?: string;
                    descriptionRu?: string;
                    descriptionUz?: string;
                    addressRu?: string;
                    addressUz?: string;
                    regionId?: number;
                    districtId?: number;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminVisitsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminVisitsIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationQueueDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationQueueDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiAdminVisitsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string;
                    /** @enum {unknown} */
                    action: "approve" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ModerationBulkResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationBulkResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                direction?: string;
                region?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AnalyticsResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiAnalyticsCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                direction?: string;
                region?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A CSV table (UTF-8) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiApplicationsIdWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyApplicationDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyApplicationDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiBonuses: {
        parameters: {
            query?: {
                region?: number;
                online?: "0" | "1" | "true" | "false";
                affordable?: "0" | "1" | "true" | "false";
                sort?: "price" | "new";
                q?: string;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BonusCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiBonusesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BonusDetailResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BonusDetailResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiBonusesIdRedeem: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: RedemptionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedemptionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CaptchaConfigResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptchaConfigResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCertificatesToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CertificateCheck */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateCheck"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCertificatesTokenPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A PDF document */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCheckinId: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CheckinView */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckinView"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiCheckinId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CheckinView */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckinView"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CitiesResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CitiesResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiComments: {
        parameters: {
            query: {
                type: "event" | "visit" | "project" | "task" | "vacancy";
                id: number;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CommentPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiComments: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type: "event" | "visit" | "project" | "task" | "vacancy";
                    id: string;
                    body: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CommentDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiCommentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmActivities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmActivityList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmActivityList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmActivitiesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmActivityRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmActivityRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiCrmActivitiesIdMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    body: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: ParticipantsMessaged */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParticipantsMessaged"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmActivitiesIdRosterCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A CSV table (UTF-8) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                direction?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AnalyticsResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmApplicationList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmApplicationList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmApplicationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiCrmApplicationsIdHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiCrmApplicationsIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiCrmApplicationsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string;
                    /** @enum {unknown} */
                    action: "shortlist" | "interview" | "accept" | "reject" | "attend" | "attended";
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: BulkDecisionResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkDecisionResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmDashboard */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmDashboard"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmEventList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmEventList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmEventsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmEventRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmEventRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiCrmEventsIdMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    body: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: ParticipantsMessaged */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParticipantsMessaged"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmEventsIdRosterCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A CSV table (UTF-8) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmReportsHours: {
        parameters: {
            query: {
                month: string;
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmSessionList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmSessionList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmSessionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmSessionRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmSessionRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiCrmSessionsIdCheckin: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CrmCheckinResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmCheckinResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiCrmSessionsIdCheckinCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ShiftCheckinCode */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShiftCheckinCode"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiDevAnalyticsRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AnalyticsRefreshed */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsRefreshed"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiDevMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DevMailList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevMailList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiDevRemindersRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    now?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReminderRun */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReminderRun"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiDevSessionsIdHeld: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: SessionHeld */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionHeld"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiDistricts: {
        parameters: {
            query?: {
                region?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: DistrictsResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistrictsResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiEventGroupsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventSeries */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSeries"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiEvents: {
        parameters: {
            query?: {
                q?: string;
                direction?: string;
                region?: number;
                organization?: number;
                from?: string;
                to?: string;
                when?: "current" | "past";
                online?: "true" | "false";
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "soonest" | "newest" | "distance";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiEventsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiEventsIdIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A calendar file (iCalendar) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiEventsMap: {
        parameters: {
            query?: {
                q?: string;
                direction?: string;
                region?: number;
                organization?: number;
                from?: string;
                to?: string;
                when?: "current" | "past";
                online?: "true" | "false";
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "soonest" | "newest" | "distance";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MapMarkersResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapMarkersResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiFavorites: {
        parameters: {
            query?: {
                type?: "event" | "visit" | "project" | "task" | "vacancy";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: FavoritePage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoritePage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type: "event" | "visit" | "project" | "task" | "vacancy";
                    id: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: FavoriteState */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteState"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiFavoritesTypeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: HealthResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiHome: {
        parameters: {
            query?: {
                region?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: HomeDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomeDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiInitiatives: {
        parameters: {
            query?: {
                q?: string;
                region?: number;
                district?: number;
                direction?: string;
                sort?: "name" | "newest";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiInitiativesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiInitiativesIdJoin: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    message?: string;
                    invite?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupJoinResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupJoinResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyApplications: {
        parameters: {
            query?: {
                state?: "pending" | "waitlisted" | "shortlisted" | "interview" | "accepted" | "rejected" | "withdrawn" | "attended" | "completed";
                kind?: string;
                when?: "current" | "past";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ApplicationPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyApplicationsApplicationIdCv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyArchive: {
        parameters: {
            query?: {
                year?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ArchiveDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchiveDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyBonuses: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyBonusOfferPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBonusOfferPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyBonuses: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    termsRu?: string;
                    termsUz?: string;
                    image?: string;
                    price: string;
                    quantity?: string;
                    validFrom: string;
                    validUntil: string;
                    isOnline?: string;
                    regionId: string;
                    draft?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyBonusOfferResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBonusOfferResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyBonusesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyBonusOfferResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBonusOfferResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyBonusesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    termsRu?: string;
                    termsUz?: string;
                    image?: string;
                    price: string;
                    quantity?: string;
                    validFrom: string;
                    validUntil: string;
                    isOnline?: string;
                    regionId: string;
                    draft?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyBonusOfferResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBonusOfferResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyBonusesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyBonusesIdArchive: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyBonusOfferResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBonusOfferResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyBonusesIdRedemptions: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: RedemptionCheckPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedemptionCheckPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyBonusesIdSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyBonusOfferResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBonusOfferResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyBonusesCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: RedemptionCheckResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedemptionCheckResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyBonusesRedemptionsIdUse: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: RedemptionCheckResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedemptionCheckResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyBook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VolunteerBookResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolunteerBookResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CertificateList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyCertificates: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    kind: "activity" | "year" | "course" | "book";
                    applicationId?: number;
                    year?: string;
                    courseId?: number;
                    /** @enum {unknown} */
                    locale?: "ru" | "uz";
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: IssuedCertificate */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedCertificate"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyCertificatesIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A PDF document */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyCourses: {
        parameters: {
            query?: {
                group?: number;
                page?: number;
                perPage?: number;
                moderation?: "draft" | "moderation" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCoursePage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCoursePage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyCourses: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    summaryRu: string;
                    summaryUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    cover?: string;
                    directionIds?: string;
                    /** @enum {unknown} */
                    level: "beginner" | "intermediate" | "advanced";
                    estimatedMinutes: string;
                    isListed?: string;
                    passMark?: string;
                    attemptsPerDay?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyCoursesId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyCoursesId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    summaryRu: string;
                    summaryUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    cover?: string;
                    directionIds?: string;
                    /** @enum {unknown} */
                    level: "beginner" | "intermediate" | "advanced";
                    estimatedMinutes: string;
                    isListed?: string;
                    passMark?: string;
                    attemptsPerDay?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyCoursesId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyCoursesIdLearnersCsv: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A CSV table (UTF-8) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyCoursesIdLessons: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    video?: string;
                    attachments?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyCoursesIdLessonsLessonId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    bodyRu?: string;
                    bodyUz?: string;
                    video?: string;
                    attachments?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyCoursesIdLessonsLessonId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyCoursesIdLessonsLessonIdMove: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    direction: "up" | "down";
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyCoursesIdLessonsOrder: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lessonIds: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyCoursesIdQuestions: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    textRu: string;
                    textUz?: string;
                    multiple?: string;
                    options: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyCoursesIdQuestionsQuestionId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    textRu: string;
                    textUz?: string;
                    multiple?: string;
                    options: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyCoursesIdQuestionsQuestionId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyCoursesIdStats: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: CourseStatsResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseStatsResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyCoursesIdSubmit: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AuthoredCourseResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthoredCourseResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyEventGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventGroupList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventGroupList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyEventGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu?: string;
                    descriptionUz?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventGroupDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventGroupDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyEvents: {
        parameters: {
            query?: {
                group?: number;
                moderation?: "draft" | "moderation" | "approved" | "rejected";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnEventPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnEventPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyEvents: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    sessions: {
                        id?: string;
                        titleRu?: string;
                        titleUz?: string;
                        startsAt?: string;
                        endsAt?: string;
                        capacity?: string;
                    }[];
                    isOnline: string;
                    startsAt: string;
                    endsAt: string;
                    documents?: {
                        key?: string;
                        name?: string;
                    }[];
                    capacity?: string;
                    minAge?: string;
                    skills?: string;
                    groupId?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyEventsId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyEventsId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    sessions: {
                        id?: string;
                        titleRu?: string;
                        titleUz?: string;
                        startsAt?: string;
                        endsAt?: string;
                        capacity?: string;
                    }[];
                    isOnline: string;
                    startsAt: string;
                    endsAt: string;
                    documents?: {
                        key?: string;
                        name?: string;
                    }[];
                    capacity?: string;
                    minAge?: string;
                    skills?: string;
                    groupId?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyEventsId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyEventsIdApplications: {
        parameters: {
            query?: {
                state?: "pending" | "waitlisted" | "shortlisted" | "interview" | "accepted" | "rejected" | "withdrawn" | "attended" | "completed";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyEventsIdApplicationsApplicationIdCv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyEventsIdApplicationsApplicationIdDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "shortlist" | "interview" | "accept" | "reject" | "attend";
                    message?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyEventsIdApplicationsApplicationIdHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyEventsIdApplicationsApplicationIdNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyEventsIdApplicationsApplicationIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyEventsIdArchive: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyEventsIdSubmit: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: EventDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyFriends: {
        parameters: {
            query?: {
                status?: "accepted" | "incoming" | "outgoing";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: FriendPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyFriends: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: FriendStatus */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendStatus"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyFriendsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: FriendStatus */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendStatus"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyFriendsIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: FriendStatus */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendStatus"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyFriendsIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: FriendStatus */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendStatus"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyFriendsActivities: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: FriendActivityPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendActivityPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyFriendsFind: {
        parameters: {
            query: {
                q: string;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: FriendSearchPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendSearchPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyFriendsInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityKind: string;
                    activityId: string;
                    userIds: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: FriendInviteResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendInviteResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyFriendsStatusId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: FriendStatus */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FriendStatus"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyInitiativeInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupInvitationList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupInvitationList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiativeInvitationsRequestIdDecide: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "accept" | "decline" | "cancel";
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupRequestDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRequestDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyInitiatives: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyGroupList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGroupList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiatives: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nameRu: string;
                    nameUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    goalsRu?: string;
                    goalsUz?: string;
                    regionId?: string;
                    districtId?: string;
                    directionIds?: string;
                    phone?: string;
                    email?: string;
                    links?: string;
                    foundedOn?: string;
                    cover?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyGroup */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGroup"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyInitiativesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyGroup */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGroup"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyInitiativesId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nameRu: string;
                    nameUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    goalsRu?: string;
                    goalsUz?: string;
                    regionId?: string;
                    districtId?: string;
                    directionIds?: string;
                    phone?: string;
                    email?: string;
                    links?: string;
                    foundedOn?: string;
                    cover?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyGroup */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGroup"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiativesIdInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIds: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupRequestList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRequestList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiativesIdLeader: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyGroup */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGroup"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiativesIdLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupLogo */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupLogo"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyInitiativesIdLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyInitiativesIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupMemberList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMemberList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyInitiativesIdMembersUserId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiativesIdMembersUserIdRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    role: "coleader" | "member";
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupMemberDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMemberDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyInitiativesIdRequests: {
        parameters: {
            query?: {
                kind?: "invite" | "request";
                state?: "pending" | "accepted" | "declined" | "cancelled";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupRequestPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRequestPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyInitiativesIdRequestsRequestId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiativesIdRequestsRequestIdDecide: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "accept" | "decline";
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: GroupRequestDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupRequestDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiativesIdSubmit: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyGroup */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGroup"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyInitiativesIdTeams: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TeamSignupPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSignupPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiativesIdTeamsTeamIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TeamSignupDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSignupDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyInitiativesIdTeamsTeamIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                teamId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    memberIds: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TeamSignupDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSignupDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyInitiativesIdTeamsTeamIdWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TeamSignupDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSignupDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyLearning: {
        parameters: {
            query?: {
                state?: "active" | "completed";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyCoursePage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyCoursePage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyNewsFeed: {
        parameters: {
            query?: {
                group?: number;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OrgProfile */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    registrationDate?: string;
                    taxNumber?: string;
                    headName?: string;
                    legalForm?: string;
                    legalAddress?: string;
                    actualAddress?: string;
                    /** @enum {unknown} */
                    geography?: "local" | "regional" | "national" | "international";
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    regionIds?: string;
                    directionIds?: string;
                    phone?: string;
                    email?: string;
                    website?: string;
                    aboutRu?: string;
                    aboutUz?: string;
                    employeesCount?: string;
                    volunteersCount?: string;
                    partnersCount?: string;
                    license?: string;
                    grants?: string;
                    memoranda?: string;
                    partnersText?: string;
                    videos?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: OrgProfile */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgProfile"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyOrganizationBanner: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: OrgImageUpload */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgImageUpload"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyOrganizationBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyOrganizationFiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                    /** @enum {unknown} */
                    kind: "document" | "license" | "grant" | "memorandum" | "photo";
                    /** @enum {unknown} */
                    isPublic?: "true" | "false";
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: OrgFileDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgFileDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyOrganizationFilesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    patchApiMyOrganizationFilesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    isPublic?: string;
                    sortOrder?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OrgFileDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgFileDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyOrganizationLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: OrgImageUpload */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgImageUpload"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyOrganizationLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyPartnerApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyPartnerApplicationResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPartnerApplicationResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyPartnerApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyName: string;
                    taxNumber: string;
                    contactName: string;
                    phone: string;
                    website?: string;
                    logoUrl: string;
                    offer: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyPartnerApplicationResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPartnerApplicationResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyPoints: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PointsSummary */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PointsSummary"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyPosts: {
        parameters: {
            query?: {
                group?: number;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyPublicationPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPublicationPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyPosts: {
        parameters: {
            query?: {
                group?: number;
                page?: number;
                perPage?: number;
            };
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    kind: "story" | "missing_person" | "missing_pet";
                    titleRu: string;
                    titleUz?: string;
                    bodyRu: string;
                    bodyUz?: string;
                    cover?: string;
                    photos?: string;
                    regionId?: string;
                    tags?: string;
                    subject?: string;
                    lastSeenPlace?: string;
                    contacts?: string;
                    lastSeenAt?: string;
                    draft?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyPublicationResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPublicationResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyPostsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyPublicationResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPublicationResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyPostsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    kind: "story" | "missing_person" | "missing_pet";
                    titleRu: string;
                    titleUz?: string;
                    bodyRu: string;
                    bodyUz?: string;
                    cover?: string;
                    photos?: string;
                    regionId?: string;
                    tags?: string;
                    subject?: string;
                    lastSeenPlace?: string;
                    contacts?: string;
                    lastSeenAt?: string;
                    draft?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyPublicationResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPublicationResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyPostsId: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyPostsIdState: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    state: "active" | "found" | "closed";
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyPublicationResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPublicationResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyProjectPartnerships: {
        parameters: {
            query?: {
                state?: string;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyProjectPartnershipPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProjectPartnershipPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyProjects: {
        parameters: {
            query?: {
                group?: number;
                moderation?: "draft" | "moderation" | "approved" | "rejected";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnProjectPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnProjectPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyProjects: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    isNationwide: string;
                    startsAt: string;
                    endsAt: string;
                    goalsRu?: string;
                    goalsUz?: string;
                    helpRu?: string;
                    helpUz?: string;
                    places?: string;
                    documents?: {
                        key?: string;
                        name?: string;
                    }[];
                    sessions?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyProjectsId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyProjectsId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    isNationwide: string;
                    startsAt: string;
                    endsAt: string;
                    goalsRu?: string;
                    goalsUz?: string;
                    helpRu?: string;
                    helpUz?: string;
                    places?: string;
                    documents?: {
                        key?: string;
                        name?: string;
                    }[];
                    sessions?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyProjectsId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyProjectsIdApplications: {
        parameters: {
            query?: {
                state?: "pending" | "waitlisted" | "shortlisted" | "interview" | "accepted" | "rejected" | "withdrawn" | "attended" | "completed";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyProjectsIdApplicationsApplicationIdCv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyProjectsIdApplicationsApplicationIdDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "shortlist" | "interview" | "accept" | "reject" | "attend";
                    message?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyProjectsIdApplicationsApplicationIdHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyProjectsIdApplicationsApplicationIdNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyProjectsIdApplicationsApplicationIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyProjectsIdArchive: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyProjectsIdPartnerCandidates: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PartnerCandidateList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCandidateList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyProjectsIdPartners: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectPartnershipList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPartnershipList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyProjectsIdPartners: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationId: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectPartnershipList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPartnershipList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyProjectsIdPartnersOrgId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyProjectsIdPartnersOrgIdDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                orgId: string;
                decision: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectPartnershipList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPartnershipList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyProjectsIdSubmit: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyRedemptions: {
        parameters: {
            query?: {
                state?: "issued" | "used";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: RedemptionPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedemptionPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyReferral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferralSummary */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralSummary"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyReferralQrSvg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An SVG image */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyReviews: {
        parameters: {
            query?: {
                direction?: "received" | "given";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReviewPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyReviewsPending: {
        parameters: {
            query?: {
                direction?: "received" | "given";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PendingReviewPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingReviewPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyTaskApplications: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyTaskPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTaskPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyTasks: {
        parameters: {
            query?: {
                group?: number;
                moderation?: "draft" | "moderation" | "approved" | "rejected";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnTaskPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnTaskPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyTasks: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    categoryId: string;
                    skillsRu?: string;
                    skillsUz?: string;
                    resultRu?: string;
                    resultUz?: string;
                    deadline: string;
                    isOnline: string;
                    performers: string;
                    estimatedHours?: string;
                    documents?: string;
                    sessions?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyTasksId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyTasksId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    categoryId: string;
                    skillsRu?: string;
                    skillsUz?: string;
                    resultRu?: string;
                    resultUz?: string;
                    deadline: string;
                    isOnline: string;
                    performers: string;
                    estimatedHours?: string;
                    documents?: string;
                    sessions?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyTasksId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyTasksIdApplications: {
        parameters: {
            query?: {
                state?: "pending" | "waitlisted" | "shortlisted" | "interview" | "accepted" | "rejected" | "withdrawn" | "attended" | "completed";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyTasksIdApplicationsApplicationIdCv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyTasksIdApplicationsApplicationIdDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "shortlist" | "interview" | "accept" | "reject" | "attend";
                    message?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyTasksIdApplicationsApplicationIdHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyTasksIdApplicationsApplicationIdNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyTasksIdApplicationsApplicationIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyTasksIdArchive: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyTasksIdResults: {
        parameters: {
            query?: {
                page?: number;
                perPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerTaskResultPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerTaskResultPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyTasksIdResultsResultIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                resultId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    hours?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskResultDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResultDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyTasksIdResultsResultIdRequestChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                resultId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskResultDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResultDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyTasksIdSubmit: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyUploadsKind: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: UploadResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyUploadsBonusImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: UploadResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyUploadsCourseAttachment: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: UploadResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyUploadsCourseCover: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: UploadResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyUploadsCv: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: CvUpload */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvUpload"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyUploadsPartnerLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: UploadResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyUploadsPublicationCover: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: UploadResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyUploadsPublicationPhoto: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: UploadResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyUploadsTaskResult: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: UploadResult */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVacancies: {
        parameters: {
            query?: {
                group?: number;
                moderation?: "draft" | "moderation" | "approved" | "rejected";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnVacancyPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnVacancyPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVacancies: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    /** @enum {unknown} */
                    vacancyKind: "vacancy" | "internship";
                    dutiesRu?: string;
                    dutiesUz?: string;
                    requirementsRu?: string;
                    requirementsUz?: string;
                    scheduleRu?: string;
                    scheduleUz?: string;
                    /** @enum {unknown} */
                    pay: "paid" | "unpaid" | "stipend";
                    amount?: string;
                    durationRu?: string;
                    durationUz?: string;
                    isRemote: string;
                    deadline?: string;
                    places?: string;
                    documents?: string;
                    sessions?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VacancyDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacancyDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVacanciesId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VacancyDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacancyDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyVacanciesId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    /** @enum {unknown} */
                    vacancyKind: "vacancy" | "internship";
                    dutiesRu?: string;
                    dutiesUz?: string;
                    requirementsRu?: string;
                    requirementsUz?: string;
                    scheduleRu?: string;
                    scheduleUz?: string;
                    /** @enum {unknown} */
                    pay: "paid" | "unpaid" | "stipend";
                    amount?: string;
                    durationRu?: string;
                    durationUz?: string;
                    isRemote: string;
                    deadline?: string;
                    places?: string;
                    documents?: string;
                    sessions?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VacancyDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacancyDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyVacanciesId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVacanciesIdApplications: {
        parameters: {
            query?: {
                state?: "pending" | "waitlisted" | "shortlisted" | "interview" | "accepted" | "rejected" | "withdrawn" | "attended" | "completed";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVacanciesIdApplicationsApplicationIdCv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVacanciesIdApplicationsApplicationIdDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "shortlist" | "interview" | "accept" | "reject" | "attend";
                    message?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyVacanciesIdApplicationsApplicationIdHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyVacanciesIdApplicationsApplicationIdNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVacanciesIdApplicationsApplicationIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVacanciesIdArchive: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VacancyDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacancyDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVacanciesIdSubmit: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VacancyDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacancyDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyVerification */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyVerification"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyVerification */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyVerification"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VolonVisibility */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolonVisibility"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyVisibility: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isListed: string;
                    showActivities: string;
                    showPoints: string;
                    showBook?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: VolonVisibility */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolonVisibility"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVisits: {
        parameters: {
            query?: {
                group?: number;
                moderation?: "draft" | "moderation" | "approved" | "rejected";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnVisitPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnVisitPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVisits: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    sessions: {
                        id?: string;
                        titleRu?: string;
                        titleUz?: string;
                        startsAt?: string;
                        endsAt?: string;
                        capacity?: string;
                    }[];
                    documents?: string;
                    groupId?: string;
                    isOnline?: string;
                    startsAt?: string;
                    endsAt?: string;
                    capacity?: string;
                    minAge?: string;
                    skills?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VisitDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVisitsId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VisitDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyVisitsId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    titleRu: string;
                    titleUz?: string;
                    descriptionRu: string;
                    descriptionUz?: string;
                    directionIds: string;
                    regionId?: string;
                    districtId?: string;
                    point?: string;
                    addressRu?: string;
                    addressUz?: string;
                    cover?: string;
                    requiredCourseIds?: string;
                    sessions: {
                        id?: string;
                        titleRu?: string;
                        titleUz?: string;
                        startsAt?: string;
                        endsAt?: string;
                        capacity?: string;
                    }[];
                    documents?: string;
                    groupId?: string;
                    isOnline?: string;
                    startsAt?: string;
                    endsAt?: string;
                    capacity?: string;
                    minAge?: string;
                    skills?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VisitDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyVisitsId: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVisitsIdApplications: {
        parameters: {
            query?: {
                state?: "pending" | "waitlisted" | "shortlisted" | "interview" | "accepted" | "rejected" | "withdrawn" | "attended" | "completed";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVisitsIdApplicationsApplicationIdCv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVisitsIdApplicationsApplicationIdDecide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "shortlist" | "interview" | "accept" | "reject" | "attend";
                    message?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyVisitsIdApplicationsApplicationIdHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyVisitsIdApplicationsApplicationIdNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVisitsIdApplicationsApplicationIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                applicationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OwnerApplicationRow */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerApplicationRow"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVisitsIdArchive: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VisitDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVisitsIdSubmit: {
        parameters: {
            query?: {
                group?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VisitDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVolunteerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VolunteerProfileDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolunteerProfileDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiMyVolunteerProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    middleName?: string;
                    citizenship?: string;
                    about?: string;
                    education?: string;
                    work?: string;
                    certificates?: string;
                    courses?: string;
                    registrationAddress?: string;
                    residenceAddress?: string;
                    disabilityType?: string;
                    vaccination?: string;
                    noMiddleName?: string;
                    birthDate?: string;
                    sex: string;
                    regionId?: string;
                    districtId?: string;
                    phone?: string;
                    tags?: string;
                    languages?: string;
                    skills?: string;
                    volunteerTypeId?: string;
                    probonoDirectionIds?: string;
                    directionIds?: string;
                    passportSeries?: string;
                    taxNumber?: string;
                    medicalBook?: string;
                    disabilityGroup?: string;
                    clothingSize?: string;
                    shoeSize?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: VolunteerProfileDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolunteerProfileDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiMyVolunteerProfilePassport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiMyVolunteerProfilePassport: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: PassportFileDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassportFileDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiMyVolunteerProfilePassport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    getApiNews: {
        parameters: {
            query?: {
                q?: string;
                section?: string;
                tag?: string;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiNewsSectionSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                section: string;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsItemResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsItemResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiNewsByIdId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsItemResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsItemResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiNewsSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NewsSectionsResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsSectionsResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiNotifications: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NotificationPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiNotificationsIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: NotificationRead */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationRead"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: Acknowledged */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledged"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description This OpenAPI 3.1 description */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiOrgs: {
        parameters: {
            query?: {
                q?: string;
                region?: number;
                direction?: string;
                verified?: "true" | "false";
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "name" | "newest" | "distance";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OrgCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiOrgsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OrgDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiOrgsIdFilesFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiOrgsMap: {
        parameters: {
            query?: {
                q?: string;
                region?: number;
                direction?: string;
                verified?: "true" | "false";
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "name" | "newest" | "distance";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MapMarkersResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapMarkersResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicPartnerList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPartnerList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiPosts: {
        parameters: {
            query?: {
                kind?: "story" | "missing_person" | "missing_pet";
                region?: number;
                tag?: string;
                q?: string;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiPostsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PublicationResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicationResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiProjects: {
        parameters: {
            query?: {
                q?: string;
                direction?: string;
                region?: number;
                organization?: number;
                page?: number;
                perPage?: number;
                state?: string;
                ownerKind?: string;
                partner?: number;
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "soonest" | "newest" | "distance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiProjectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ProjectDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiProjectsIdPartnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyPartnershipState */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPartnershipState"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiProjectsIdPartnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    postApiProjectsIdPartnershipDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                decision: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MyPartnershipState */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyPartnershipState"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiProjectsMap: {
        parameters: {
            query?: {
                q?: string;
                direction?: string;
                region?: number;
                organization?: number;
                page?: number;
                perPage?: number;
                state?: string;
                ownerKind?: string;
                partner?: number;
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "soonest" | "newest" | "distance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MapMarkersResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapMarkersResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiReferenceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReferenceList */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceList"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiReviews: {
        parameters: {
            query: {
                organizationId: string;
                userId?: string;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: RatedReviewPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatedReviewPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiReviews: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activityKind: string;
                    activityId: string;
                    targetUserId: string;
                    targetOrganizationId?: string;
                    stars: string;
                    text?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: ReviewDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiReviewsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stars: string;
                    text?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: ReviewDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiReviewsIdReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: ReviewReported */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewReported"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiSearch: {
        parameters: {
            query: {
                q: string;
                kind?: string;
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: SearchAnswer */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchAnswer"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiSessionsIdApply: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    message?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: MyApplicationDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyApplicationDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiSessionsIdTeam: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groupId: string;
                    places: string;
                    memberIds?: string;
                    message?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: TeamSignupDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSignupDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: SiteInfo */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteInfo"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiSiteOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: OperatorDetailsResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorDetailsResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiTasks: {
        parameters: {
            query?: {
                q?: string;
                direction?: string;
                region?: number;
                organization?: number;
                page?: number;
                perPage?: number;
                category?: number;
                online?: "true" | "false";
                when?: "open" | "all";
                for?: "me";
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "deadline" | "newest" | "distance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiTasksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiTasksIdResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    link?: string;
                    files?: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TaskResultDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResultDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiTelegramWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Taken: the body, when there is one, is Telegram's (a Bot API call answered in the reply) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiUserAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountActionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountSettingsSaved */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettingsSaved"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiUserAvatar: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountSettingsSaved */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettingsSaved"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiUserCheckinCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PersonalCheckinCode */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalCheckinCode"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    token: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountActionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiUserConfirmIdToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountLinkCheck */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountLinkCheck"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountActionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiUserGetAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AvatarResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvatarResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: LoginResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserLoginTelegram: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    auth_date: number;
                    hash: string;
                    first_name?: string;
                    last_name?: string;
                    username?: string;
                    photo_url?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: LoginResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountActionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserLogoutAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountActionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    password: string;
                    repeat: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: PasswordChangeResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChangeResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: UserProfileResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfileResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    token: string;
                    password: string;
                    repeat: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountActionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiUserRecoveryIdToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountLinkCheck */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountLinkCheck"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type: "volon" | "probono" | "organization" | "trainee" | "bussines";
                    username: string;
                    password: string;
                    repeat: string;
                    name: string;
                    regionId: number;
                    consent: string;
                    captcha: string;
                    probonoDirections?: unknown[];
                    referralCode?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountActionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountActionResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountSettingsResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettingsResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiUserSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {unknown} */
                    locale?: "ru" | "uz";
                    notifyEmail?: string;
                    notifyInApp?: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: AccountSettingsSaved */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettingsSaved"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiUserTelegram: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: TelegramSettingsDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramSettingsDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteApiUserTelegram: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserTelegramLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: TelegramLinkDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramLinkDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    putApiUserTelegramTopics: {
        parameters: {
            query?: never;
            header?: {
                /** @description One fresh key per user action, the same on each retry: within 24 hours the first answer comes back (Idempotent-Replayed: true) instead of a second write; the key reused for another request is 422, while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    topics: ("decisions" | "waitlist" | "hours" | "moderation" | "messages" | "reminders")[];
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: TelegramSettingsDto */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramSettingsDto"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    postApiUserValidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
            /** @description Success: EmailCheck */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailCheck"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiVacancies: {
        parameters: {
            query?: {
                q?: string;
                direction?: string;
                region?: number;
                organization?: number;
                page?: number;
                perPage?: number;
                vacancyKind?: "vacancy" | "internship";
                pay?: "paid" | "unpaid" | "stipend";
                remote?: "true" | "false";
                open?: "true" | "false";
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "newest" | "deadline" | "internships" | "distance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VacancyCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacancyCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiVacanciesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VacancyDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VacancyDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiVisits: {
        parameters: {
            query?: {
                q?: string;
                direction?: string;
                region?: number;
                organization?: number;
                page?: number;
                perPage?: number;
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "distance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VisitCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiVisitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VisitDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiVisitsMap: {
        parameters: {
            query?: {
                q?: string;
                direction?: string;
                region?: number;
                organization?: number;
                page?: number;
                perPage?: number;
                district?: number;
                near?: string;
                radiusKm?: string;
                sort?: "distance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: MapMarkersResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapMarkersResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiVolons: {
        parameters: {
            query?: {
                direction?: string;
                region?: number;
                district?: number;
                skills?: string;
                verified?: "true" | "false";
                minHours?: number;
                sort?: "hours" | "newest" | "name";
                page?: number;
                perPage?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VolonCardPage */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolonCardPage"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiVolonsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VolonDetail */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolonDetail"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getApiVolonsIdBook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Success: VolunteerBookResponse */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolunteerBookResponse"];
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Plain text */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRobotsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description Plain text */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An HTML page */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRuRest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rest: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An HTML page */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRuAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRuAdminRest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rest: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRuCrm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRuNewsAtomXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An XML feed or sitemap */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                    "application/atom+xml": string;
                    "application/xml": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRuNewsRssXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An XML feed or sitemap */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                    "application/atom+xml": string;
                    "application/xml": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getRuNewsViewId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getSitemapXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An XML feed or sitemap */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                    "application/atom+xml": string;
                    "application/xml": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getSwJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A script */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                    "application/javascript": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getUploadsFolderName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folder: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A file, with its own content type (an image, a PDF, a document) */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getUz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An HTML page */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getUzRest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rest: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An HTML page */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getUzAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getUzAdminRest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rest: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getUzCrm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getUzNewsAtomXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An XML feed or sitemap */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                    "application/atom+xml": string;
                    "application/xml": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getUzNewsRssXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description An XML feed or sitemap */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                    "application/atom+xml": string;
                    "application/xml": string;
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getUzNewsViewId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            503: components["responses"]["Unavailable"];
            /** @description A redirect to the address in Location */
            "3XX": {
                headers: {
                    /** @description Where the answer is */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
}
