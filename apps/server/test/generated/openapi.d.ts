// Generated from the OpenAPI document by `npm run openapi:write -w @bar/server`; do not edit.
// `npm run check:openapi -w @bar/server` fails when it is out of date.
export interface paths {
  '/sanctum/csrf-cookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Start a session and receive its XSRF-TOKEN cookie */
    get: operations['startSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check that the server and its database answer */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/base-modules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the base modules of the catalogue */
    get: operations['listBaseModules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the parts of the catalogue */
    get: operations['listParts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one part */
    get: operations['getPart'];
    /** Change a part */
    put: operations['adminUpdatePart'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assemblies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the active assemblies, optionally of one type */
    get: operations['listAssemblies'];
    put?: never;
    /** Create an assembly */
    post: operations['adminCreateAssembly'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assemblies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one assembly, also an inactive one */
    get: operations['getAssembly'];
    /** Change an assembly */
    put: operations['adminUpdateAssembly'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/colors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the colour palette */
    get: operations['listColors'];
    put?: never;
    /** Create a colour */
    post: operations['adminCreateColor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicle-classes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the vehicle classes the transport plan is checked against */
    get: operations['listVehicleClasses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vehicle-classes/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one vehicle class */
    get: operations['getVehicleClass'];
    /** Change a vehicle class */
    put: operations['adminUpdateVehicleClass'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bar-presets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the active bar presets, optionally filtered */
    get: operations['listPresets'];
    put?: never;
    /** Make a preset from a saved bar */
    post: operations['adminCreatePreset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bar-presets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one preset (administrators also read inactive ones) */
    get: operations['getPreset'];
    /** Change a preset */
    put: operations['adminUpdatePreset'];
    post?: never;
    /** Remove a preset */
    delete: operations['adminDeletePreset'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a JPG or PNG image for a banner or sign */
    post: operations['uploadImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an uploaded image */
    get: operations['getUploadedImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the home screen's sections in the request's language */
    get: operations['getHomeContent'];
    /** Replace the home screen's sections */
    put: operations['adminReplaceContentSections'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/downloads/parts.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the parts list of the catalogue as CSV */
    get: operations['downloadPartsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/downloads/colors.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the RAL colours as CSV */
    get: operations['downloadColorsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/model.glb': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the 3D model of a bar as GLB (glTF binary) */
    get: operations['downloadBarModelGlb'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/model.usdz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the 3D model of a bar as USDZ (for AR Quick Look) */
    get: operations['downloadBarModelUsdz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/parts.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the parts list of a bar as CSV */
    get: operations['downloadBarPartsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/plan.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the plan of a bar to scale as SVG */
    get: operations['downloadBarPlanSvg'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/plan.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the plan of a bar to scale as PDF */
    get: operations['downloadBarPlanPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/plan.dxf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the plan of a bar to scale as DXF */
    get: operations['downloadBarPlanDxf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/picture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a bar's picture (404 while it has none) */
    get: operations['getBarPicture'];
    /** Store a bar's picture (a photo replaces any, a raster only a raster) */
    put: operations['putBarPicture'];
    post?: never;
    /** Remove a bar's picture */
    delete: operations['deleteBarPicture'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/picture/info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Describe a bar's picture and whether a new raster is wanted */
    get: operations['getBarPictureInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the origins that may frame the embed and a dealer's theme (by dealer or origin) */
    get: operations['getEmbedSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List my saved bars */
    get: operations['listBars'];
    put?: never;
    /** Create a bar, empty or from a preset */
    post: operations['createBar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open a bar */
    get: operations['getBar'];
    /** Save or rename a bar */
    put: operations['saveBar'];
    post?: never;
    /** Remove a bar */
    delete: operations['deleteBar'];
    options?: never;
    head?: never;
    /** Save a few changes to a bar (RFC 6902 JSON Patch on the version named in If-Match) */
    patch: operations['patchBar'];
    trace?: never;
  };
  '/api/bars/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a bar under a new name */
    post: operations['duplicateBar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/undo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Go back to the previous saved revision */
    post: operations['undoBarChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/redo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Go forward to the next saved revision */
    post: operations['redoBarChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/revisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the kept revisions of a bar, newest first */
    get: operations['listBarRevisions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/revisions/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a kept revision of a bar with its document and parts list */
    get: operations['getBarRevision'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/revisions/{version}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a kept revision's document the bar's next version (an undo takes it back) */
    post: operations['restoreBarRevision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Get the preview and edit links of my bar */
    post: operations['getBarShareLinks'];
    /** Replace the share links of my bar (old links stop working) */
    delete: operations['replaceBarShareLinks'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Follow a bar live, its changes and who is on it, as server-sent events */
    get: operations['watchBar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/presence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tell the others on a bar what you selected and where you look from */
    post: operations['tellBarPresence'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/consultation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End the live consultation on a bar (the customer) or leave it (the consultant) */
    delete: operations['endBarConsultation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read my account */
    get: operations['getCurrentUser'];
    /** Change my profile, language or password */
    put: operations['updateCurrentUser'];
    post?: never;
    /** Delete my account (my requests are kept anonymised) */
    delete: operations['deleteCurrentUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change my login e-mail (effective once the mailed link is opened) */
    post: operations['requestEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download my data (account, addresses, bars, requests) as JSON */
    get: operations['exportCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/email/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an e-mail change with the token of the mailed link */
    post: operations['confirmEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List my addresses */
    get: operations['listAddresses'];
    put?: never;
    /** Add an address */
    post: operations['createAddress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/addresses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change one of my addresses */
    put: operations['updateAddress'];
    post?: never;
    /** Remove one of my addresses */
    delete: operations['deleteAddress'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/addresses/{id}/default': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Make one of my addresses the default */
    put: operations['setDefaultAddress'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the parts I already own */
    get: operations['getInventory'];
    /** Replace the list of parts I own */
    put: operations['replaceInventory'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/inventory/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace or add to the parts I own from a CSV file */
    post: operations['importInventory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inquiries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for a quote for one of my bars */
    post: operations['createInquiry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consultations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask the sales team for a consultation call (guests too) */
    post: operations['createConsultation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the parts list of a bar as PDF */
    get: operations['downloadBarPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Have the parts list PDF of a bar sent by e-mail */
    post: operations['mailBarPdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users */
    get: operations['adminListUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inquiries-index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List inquiries */
    get: operations['adminListInquiries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bars-index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List all bars */
    get: operations['adminListBars'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bar-presets-index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List all bar presets */
    get: operations['adminListPresets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications-index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the notifications sent to staff */
    get: operations['adminListNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/colors-index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List colours */
    get: operations['adminListColors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/parts-index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List parts */
    get: operations['adminListParts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assemblies-index': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List assemblies */
    get: operations['adminListAssemblies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the changes administrators made */
    get: operations['adminListAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inquiries-index.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the filtered inquiry list as CSV */
    get: operations['adminExportInquiries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin-dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the figures of the admin dashboard */
    get: operations['adminGetDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one user */
    get: operations['adminGetUser'];
    /** Change a user's admin flag, countries, profile and verified state */
    put: operations['adminUpdateUser'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/verification-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a user's e-mail verification link again */
    post: operations['adminResendVerificationMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inquiries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one inquiry */
    get: operations['adminGetInquiry'];
    /** Change the status of an inquiry */
    put: operations['adminUpdateInquiry'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the status or the assignee of an inquiry */
    patch: operations['adminChangeInquiry'];
    trace?: never;
  };
  '/api/inquiries/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a reply to the inquiry's customer in their language and keep it in the history */
    post: operations['adminReplyToInquiry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inquiries/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keep an internal note on an inquiry (not mailed) */
    post: operations['adminAddInquiryNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inquiry-assignees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the administrators an inquiry may be assigned to */
    get: operations['adminListInquiryAssignees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inquiries/{id}/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join the customer's bar of an inquiry live, to edit it with them */
    post: operations['adminJoinInquiryBarLive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/create-admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an administrator account */
    post: operations['adminCreateAdministrator'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/colors/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one colour */
    get: operations['adminGetColor'];
    /** Change a colour */
    put: operations['adminUpdateColor'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assemblies/{id}/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count the saved bars and active presets that hold an assembly */
    get: operations['adminGetAssemblyUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content-sections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the home screen's sections in every language */
    get: operations['adminGetContentSections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed-themes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the dealer themes of the embed */
    get: operations['adminGetEmbedThemes'];
    /** Replace the dealer themes of the embed */
    put: operations['adminReplaceEmbedThemes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/embed-setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether dealer sites may frame the embed (EMBED_ORIGINS) and the address for their snippet */
    get: operations['adminGetEmbedSetup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and log in */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in with e-mail and password */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log out and end the session */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a password reset link by e-mail */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/email/verification-notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the e-mail verification link again */
    post: operations['resendVerificationMail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/email/verify/{id}/{hash}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm my e-mail address with the signed link */
    post: operations['verifyEmail'];
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
    /** @description An ISO 3166-1 alpha-2 code ("DE") or the country's name in German, English, French, Italian, Spanish, Portuguese or Dutch ("Deutschland", "Germany"); stored as the code. */
    CountryInput: string;
    /** @description An ISO 3166-1 alpha-2 code ("DE") or the country's name in German, English, French, Italian, Spanish, Portuguese or Dutch ("Deutschland", "Germany"); stored as the code. Blank or null: DE (registration), back to DE (profile). */
    ProfileCountryInput: string | null;
    BarDocument: {
      /** @enum {number} */
      schemaVersion: 2;
      /**
       * @default {
       *       "baseModules": [],
       *       "brandings": [],
       *       "settings": {
       *         "colors": {
       *           "frames": "9016",
       *           "panels": "9016",
       *           "worktops": "9016",
       *           "base_modules": "9016",
       *           "counter_boards": "9016",
       *           "side_applications": "9016",
       *           "back_side_applications": "9016",
       *           "elevated_bottle_shelves": "9016",
       *           "backframe_shelves": "9016",
       *           "backframe_bottleshelves": "9016",
       *           "brandsigns": "9016"
       *         },
       *         "background": "wood",
       *         "backgroundColor": "#e9eef2",
       *         "skybox": "off",
       *         "offsetX": 0,
       *         "offsetZ": 1000
       *       }
       *     }
       */
      front: {
        /** @default [] */
        baseModules: {
          id: string;
          base_module_id: number;
          rotation: 0 | 90 | 180 | 270;
          position: {
            x: number;
            z: number;
          };
          /** @default [] */
          racks: {
            id: string;
            x: number;
            /** @default null */
            worktop: {
              assembly_id: number;
              mount: number;
            } | null;
            /** @default [] */
            inserts: {
              slots: number[];
              height_units: number;
              mount: number;
              rack_insert_model_id: number;
            }[];
            slots: number[];
            mounts: number[];
          }[];
          /** @default [] */
          neighbours: {
            id: string;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
          }[];
          /** @default [] */
          frontFrames: {
            id: string;
            mount_id: string;
            part_id: number;
            /** @default null */
            color: string | null;
          }[];
          /** @default [] */
          brandsigns: {
            part_id: number;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            /** @default null */
            image_url: string | null;
            /** @default false */
            fill_image: boolean;
          }[];
          /** @default [] */
          panels: {
            assembly_model_id: number;
            mount: {
              /** @enum {string} */
              orientation: 'n' | 'e' | 's' | 'w';
              shift: number;
              id: string;
            };
            /** @default null */
            color: string | null;
            /** @default null */
            image: string | null;
            /** @default false */
            fill_image: boolean;
            width: number;
            height: number;
          }[];
          /** @default [] */
          counterBoards: {
            id: string;
            part_id: number;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            offset: number;
            width: number;
            /** @default null */
            color: string | null;
            /** @default [] */
            accessories: {
              assembly_id: number;
              offset: number;
            }[];
          }[];
          /** @default [] */
          side_applications: {
            /** @enum {string} */
            side: 'left' | 'right';
            assembly_id: number;
            /** @default null */
            color: string | null;
            /** @default [] */
            parts: number[];
          }[];
          /** @default [] */
          back_side_applications: {
            part_id: number;
            /** @enum {string} */
            orientation: 'n' | 'e' | 's' | 'w';
            /** @default null */
            color: string | null;
          }[];
          /**
           * @default {
           *       "top": null,
           *       "bottom": null
           *     }
           */
          back_panels: {
            /** @default null */
            top: {
              assembly_model_id: number;
              mount: {
                /** @enum {string} */
                orientation: 'n' | 'e' | 's' | 'w';
                shift: number;
                id: string;
              };
              /** @default null */
              color: string | null;
              /** @default null */
              image: string | null;
              /** @default false */
              fill_image: boolean;
              width: number;
              height: number;
            } | null;
            /** @default null */
            bottom: {
              assembly_model_id: number;
              mount: {
                /** @enum {string} */
                orientation: 'n' | 'e' | 's' | 'w';
                shift: number;
                id: string;
              };
              /** @default null */
              color: string | null;
              /** @default null */
              image: string | null;
              /** @default false */
              fill_image: boolean;
              width: number;
              height: number;
            } | null;
          };
          /** @default [] */
          front_frame_accessories: {
            assembly_id: number;
            mount_id: string;
            position: number;
          }[];
          /** @default [] */
          speed_racks: {
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            offset: number;
          }[];
          /** @default [] */
          bottle_shelves: {
            part_id: number;
            offset: number;
            /** @default null */
            color: string | null;
          }[];
          /** @default null */
          color: string | null;
          /** @default null */
          cornerCapColor: string | null;
          /** @default null */
          cornerWorktopColor: string | null;
        }[];
        /** @default [] */
        brandings: {
          base_module_id: string;
          /** @enum {string} */
          edge: 'n' | 'e' | 's' | 'w';
          part_id: number;
          /** @default null */
          image_url: string | null;
          /** @default white */
          color: string;
          /** @default false */
          fill_image: boolean;
          /** @enum {string} */
          type: 'frontbanner' | 'einhaengeschild' | 'rueckwandbanner' | 'rueckwandseitenbanner';
          width: number;
          height: number;
        }[];
        /**
         * @default {
         *       "colors": {
         *         "frames": "9016",
         *         "panels": "9016",
         *         "worktops": "9016",
         *         "base_modules": "9016",
         *         "counter_boards": "9016",
         *         "side_applications": "9016",
         *         "back_side_applications": "9016",
         *         "elevated_bottle_shelves": "9016",
         *         "backframe_shelves": "9016",
         *         "backframe_bottleshelves": "9016",
         *         "brandsigns": "9016"
         *       },
         *       "background": "wood",
         *       "backgroundColor": "#e9eef2",
         *       "skybox": "off",
         *       "offsetX": 0,
         *       "offsetZ": 1000
         *     }
         */
        settings: {
          /**
           * @default {
           *       "frames": "9016",
           *       "panels": "9016",
           *       "worktops": "9016",
           *       "base_modules": "9016",
           *       "counter_boards": "9016",
           *       "side_applications": "9016",
           *       "back_side_applications": "9016",
           *       "elevated_bottle_shelves": "9016",
           *       "backframe_shelves": "9016",
           *       "backframe_bottleshelves": "9016",
           *       "brandsigns": "9016"
           *     }
           */
          colors: {
            frames: string;
            panels: string;
            worktops: string;
            base_modules: string;
            counter_boards: string;
            side_applications: string;
            back_side_applications: string;
            elevated_bottle_shelves: string;
            backframe_shelves: string;
            backframe_bottleshelves: string;
            brandsigns: string;
          };
          /**
           * @default wood
           * @enum {string}
           */
          background: 'concrete' | 'grass' | 'gravel' | 'tiles' | 'wood';
          /** @default #e9eef2 */
          backgroundColor: string;
          /**
           * @default off
           * @enum {string}
           */
          skybox: 'beach' | 'farm' | 'hall' | 'woods' | 'off';
          /** @default 0 */
          offsetX: number;
          /** @default 1000 */
          offsetZ: number;
        };
      };
      /**
       * @default {
       *       "baseModules": [],
       *       "brandings": [],
       *       "settings": {
       *         "colors": {
       *           "frames": "9016",
       *           "panels": "9016",
       *           "worktops": "9016",
       *           "base_modules": "9016",
       *           "counter_boards": "9016",
       *           "side_applications": "9016",
       *           "back_side_applications": "9016",
       *           "elevated_bottle_shelves": "9016",
       *           "backframe_shelves": "9016",
       *           "backframe_bottleshelves": "9016",
       *           "brandsigns": "9016"
       *         },
       *         "background": "wood",
       *         "backgroundColor": "#e9eef2",
       *         "skybox": "off",
       *         "offsetX": 0,
       *         "offsetZ": 1000
       *       }
       *     }
       */
      back: {
        /** @default [] */
        baseModules: {
          id: string;
          base_module_id: number;
          rotation: 0 | 90 | 180 | 270;
          position: {
            x: number;
            z: number;
          };
          /** @default [] */
          racks: {
            id: string;
            x: number;
            /** @default null */
            worktop: {
              assembly_id: number;
              mount: number;
            } | null;
            /** @default [] */
            inserts: {
              slots: number[];
              height_units: number;
              mount: number;
              rack_insert_model_id: number;
            }[];
            slots: number[];
            mounts: number[];
          }[];
          /** @default [] */
          neighbours: {
            id: string;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
          }[];
          /** @default [] */
          frontFrames: {
            id: string;
            mount_id: string;
            part_id: number;
            /** @default null */
            color: string | null;
          }[];
          /** @default [] */
          brandsigns: {
            part_id: number;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            /** @default null */
            image_url: string | null;
            /** @default false */
            fill_image: boolean;
          }[];
          /** @default [] */
          panels: {
            assembly_model_id: number;
            mount: {
              /** @enum {string} */
              orientation: 'n' | 'e' | 's' | 'w';
              shift: number;
              id: string;
            };
            /** @default null */
            color: string | null;
            /** @default null */
            image: string | null;
            /** @default false */
            fill_image: boolean;
            width: number;
            height: number;
          }[];
          /** @default [] */
          counterBoards: {
            id: string;
            part_id: number;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            offset: number;
            width: number;
            /** @default null */
            color: string | null;
            /** @default [] */
            accessories: {
              assembly_id: number;
              offset: number;
            }[];
          }[];
          /** @default [] */
          side_applications: {
            /** @enum {string} */
            side: 'left' | 'right';
            assembly_id: number;
            /** @default null */
            color: string | null;
            /** @default [] */
            parts: number[];
          }[];
          /** @default [] */
          back_side_applications: {
            part_id: number;
            /** @enum {string} */
            orientation: 'n' | 'e' | 's' | 'w';
            /** @default null */
            color: string | null;
          }[];
          /**
           * @default {
           *       "top": null,
           *       "bottom": null
           *     }
           */
          back_panels: {
            /** @default null */
            top: {
              assembly_model_id: number;
              mount: {
                /** @enum {string} */
                orientation: 'n' | 'e' | 's' | 'w';
                shift: number;
                id: string;
              };
              /** @default null */
              color: string | null;
              /** @default null */
              image: string | null;
              /** @default false */
              fill_image: boolean;
              width: number;
              height: number;
            } | null;
            /** @default null */
            bottom: {
              assembly_model_id: number;
              mount: {
                /** @enum {string} */
                orientation: 'n' | 'e' | 's' | 'w';
                shift: number;
                id: string;
              };
              /** @default null */
              color: string | null;
              /** @default null */
              image: string | null;
              /** @default false */
              fill_image: boolean;
              width: number;
              height: number;
            } | null;
          };
          /** @default [] */
          front_frame_accessories: {
            assembly_id: number;
            mount_id: string;
            position: number;
          }[];
          /** @default [] */
          speed_racks: {
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            offset: number;
          }[];
          /** @default [] */
          bottle_shelves: {
            part_id: number;
            offset: number;
            /** @default null */
            color: string | null;
          }[];
          /** @default null */
          color: string | null;
          /** @default null */
          cornerCapColor: string | null;
          /** @default null */
          cornerWorktopColor: string | null;
        }[];
        /** @default [] */
        brandings: {
          base_module_id: string;
          /** @enum {string} */
          edge: 'n' | 'e' | 's' | 'w';
          part_id: number;
          /** @default null */
          image_url: string | null;
          /** @default white */
          color: string;
          /** @default false */
          fill_image: boolean;
          /** @enum {string} */
          type: 'frontbanner' | 'einhaengeschild' | 'rueckwandbanner' | 'rueckwandseitenbanner';
          width: number;
          height: number;
        }[];
        /**
         * @default {
         *       "colors": {
         *         "frames": "9016",
         *         "panels": "9016",
         *         "worktops": "9016",
         *         "base_modules": "9016",
         *         "counter_boards": "9016",
         *         "side_applications": "9016",
         *         "back_side_applications": "9016",
         *         "elevated_bottle_shelves": "9016",
         *         "backframe_shelves": "9016",
         *         "backframe_bottleshelves": "9016",
         *         "brandsigns": "9016"
         *       },
         *       "background": "wood",
         *       "backgroundColor": "#e9eef2",
         *       "skybox": "off",
         *       "offsetX": 0,
         *       "offsetZ": 1000
         *     }
         */
        settings: {
          /**
           * @default {
           *       "frames": "9016",
           *       "panels": "9016",
           *       "worktops": "9016",
           *       "base_modules": "9016",
           *       "counter_boards": "9016",
           *       "side_applications": "9016",
           *       "back_side_applications": "9016",
           *       "elevated_bottle_shelves": "9016",
           *       "backframe_shelves": "9016",
           *       "backframe_bottleshelves": "9016",
           *       "brandsigns": "9016"
           *     }
           */
          colors: {
            frames: string;
            panels: string;
            worktops: string;
            base_modules: string;
            counter_boards: string;
            side_applications: string;
            back_side_applications: string;
            elevated_bottle_shelves: string;
            backframe_shelves: string;
            backframe_bottleshelves: string;
            brandsigns: string;
          };
          /**
           * @default wood
           * @enum {string}
           */
          background: 'concrete' | 'grass' | 'gravel' | 'tiles' | 'wood';
          /** @default #e9eef2 */
          backgroundColor: string;
          /**
           * @default off
           * @enum {string}
           */
          skybox: 'beach' | 'farm' | 'hall' | 'woods' | 'off';
          /** @default 0 */
          offsetX: number;
          /** @default 1000 */
          offsetZ: number;
        };
      };
      /** @default [] */
      additionalAccessories: {
        part_id: number;
        count: number;
      }[];
      /** @default [] */
      singleParts: {
        part_id: number;
        count: number;
      }[];
      /**
       * @default {
       *       "colors": {
       *         "frames": "9016",
       *         "panels": "9016",
       *         "worktops": "9016",
       *         "base_modules": "9016",
       *         "counter_boards": "9016",
       *         "side_applications": "9016",
       *         "back_side_applications": "9016",
       *         "elevated_bottle_shelves": "9016",
       *         "backframe_shelves": "9016",
       *         "backframe_bottleshelves": "9016",
       *         "brandsigns": "9016"
       *       },
       *       "background": "wood",
       *       "backgroundColor": "#e9eef2",
       *       "skybox": "off",
       *       "offsetX": 0,
       *       "offsetZ": 1000
       *     }
       */
      settings: {
        /**
         * @default {
         *       "frames": "9016",
         *       "panels": "9016",
         *       "worktops": "9016",
         *       "base_modules": "9016",
         *       "counter_boards": "9016",
         *       "side_applications": "9016",
         *       "back_side_applications": "9016",
         *       "elevated_bottle_shelves": "9016",
         *       "backframe_shelves": "9016",
         *       "backframe_bottleshelves": "9016",
         *       "brandsigns": "9016"
         *     }
         */
        colors: {
          frames: string;
          panels: string;
          worktops: string;
          base_modules: string;
          counter_boards: string;
          side_applications: string;
          back_side_applications: string;
          elevated_bottle_shelves: string;
          backframe_shelves: string;
          backframe_bottleshelves: string;
          brandsigns: string;
        };
        /**
         * @default wood
         * @enum {string}
         */
        background: 'concrete' | 'grass' | 'gravel' | 'tiles' | 'wood';
        /** @default #e9eef2 */
        backgroundColor: string;
        /**
         * @default off
         * @enum {string}
         */
        skybox: 'beach' | 'farm' | 'hall' | 'woods' | 'off';
        /** @default 0 */
        offsetX: number;
        /** @default 1000 */
        offsetZ: number;
      };
      /**
       * @default {
       *       "panX": 0,
       *       "panY": 0.05,
       *       "rotationX": -180,
       *       "rotationY": 28,
       *       "zoom": -5
       *     }
       */
      orbit_settings: {
        panX: number;
        panY: number;
        rotationX: number;
        rotationY: number;
        zoom: number;
      };
    };
    /** @description ISO 3166-1 alpha-2 code ("DE"). A country stored before codes were introduced that named no known country is returned as it was written. */
    CountryCode: string;
    Bar: {
      /** @enum {number} */
      schemaVersion: 2;
      /**
       * @default {
       *       "baseModules": [],
       *       "brandings": [],
       *       "settings": {
       *         "colors": {
       *           "frames": "9016",
       *           "panels": "9016",
       *           "worktops": "9016",
       *           "base_modules": "9016",
       *           "counter_boards": "9016",
       *           "side_applications": "9016",
       *           "back_side_applications": "9016",
       *           "elevated_bottle_shelves": "9016",
       *           "backframe_shelves": "9016",
       *           "backframe_bottleshelves": "9016",
       *           "brandsigns": "9016"
       *         },
       *         "background": "wood",
       *         "backgroundColor": "#e9eef2",
       *         "skybox": "off",
       *         "offsetX": 0,
       *         "offsetZ": 1000
       *       }
       *     }
       */
      front: {
        /** @default [] */
        baseModules: {
          id: string;
          base_module_id: number;
          rotation: 0 | 90 | 180 | 270;
          position: {
            x: number;
            z: number;
          };
          /** @default [] */
          racks: {
            id: string;
            x: number;
            /** @default null */
            worktop: {
              assembly_id: number;
              mount: number;
            } | null;
            /** @default [] */
            inserts: {
              slots: number[];
              height_units: number;
              mount: number;
              rack_insert_model_id: number;
            }[];
            slots: number[];
            mounts: number[];
          }[];
          /** @default [] */
          neighbours: {
            id: string;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
          }[];
          /** @default [] */
          frontFrames: {
            id: string;
            mount_id: string;
            part_id: number;
            /** @default null */
            color: string | null;
          }[];
          /** @default [] */
          brandsigns: {
            part_id: number;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            /** @default null */
            image_url: string | null;
            /** @default false */
            fill_image: boolean;
          }[];
          /** @default [] */
          panels: {
            assembly_model_id: number;
            mount: {
              /** @enum {string} */
              orientation: 'n' | 'e' | 's' | 'w';
              shift: number;
              id: string;
            };
            /** @default null */
            color: string | null;
            /** @default null */
            image: string | null;
            /** @default false */
            fill_image: boolean;
            width: number;
            height: number;
          }[];
          /** @default [] */
          counterBoards: {
            id: string;
            part_id: number;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            offset: number;
            width: number;
            /** @default null */
            color: string | null;
            /** @default [] */
            accessories: {
              assembly_id: number;
              offset: number;
            }[];
          }[];
          /** @default [] */
          side_applications: {
            /** @enum {string} */
            side: 'left' | 'right';
            assembly_id: number;
            /** @default null */
            color: string | null;
            /** @default [] */
            parts: number[];
          }[];
          /** @default [] */
          back_side_applications: {
            part_id: number;
            /** @enum {string} */
            orientation: 'n' | 'e' | 's' | 'w';
            /** @default null */
            color: string | null;
          }[];
          /**
           * @default {
           *       "top": null,
           *       "bottom": null
           *     }
           */
          back_panels: {
            /** @default null */
            top: {
              assembly_model_id: number;
              mount: {
                /** @enum {string} */
                orientation: 'n' | 'e' | 's' | 'w';
                shift: number;
                id: string;
              };
              /** @default null */
              color: string | null;
              /** @default null */
              image: string | null;
              /** @default false */
              fill_image: boolean;
              width: number;
              height: number;
            } | null;
            /** @default null */
            bottom: {
              assembly_model_id: number;
              mount: {
                /** @enum {string} */
                orientation: 'n' | 'e' | 's' | 'w';
                shift: number;
                id: string;
              };
              /** @default null */
              color: string | null;
              /** @default null */
              image: string | null;
              /** @default false */
              fill_image: boolean;
              width: number;
              height: number;
            } | null;
          };
          /** @default [] */
          front_frame_accessories: {
            assembly_id: number;
            mount_id: string;
            position: number;
          }[];
          /** @default [] */
          speed_racks: {
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            offset: number;
          }[];
          /** @default [] */
          bottle_shelves: {
            part_id: number;
            offset: number;
            /** @default null */
            color: string | null;
          }[];
          /** @default null */
          color: string | null;
          /** @default null */
          cornerCapColor: string | null;
          /** @default null */
          cornerWorktopColor: string | null;
        }[];
        /** @default [] */
        brandings: {
          base_module_id: string;
          /** @enum {string} */
          edge: 'n' | 'e' | 's' | 'w';
          part_id: number;
          /** @default null */
          image_url: string | null;
          /** @default white */
          color: string;
          /** @default false */
          fill_image: boolean;
          /** @enum {string} */
          type: 'frontbanner' | 'einhaengeschild' | 'rueckwandbanner' | 'rueckwandseitenbanner';
          width: number;
          height: number;
        }[];
        /**
         * @default {
         *       "colors": {
         *         "frames": "9016",
         *         "panels": "9016",
         *         "worktops": "9016",
         *         "base_modules": "9016",
         *         "counter_boards": "9016",
         *         "side_applications": "9016",
         *         "back_side_applications": "9016",
         *         "elevated_bottle_shelves": "9016",
         *         "backframe_shelves": "9016",
         *         "backframe_bottleshelves": "9016",
         *         "brandsigns": "9016"
         *       },
         *       "background": "wood",
         *       "backgroundColor": "#e9eef2",
         *       "skybox": "off",
         *       "offsetX": 0,
         *       "offsetZ": 1000
         *     }
         */
        settings: {
          /**
           * @default {
           *       "frames": "9016",
           *       "panels": "9016",
           *       "worktops": "9016",
           *       "base_modules": "9016",
           *       "counter_boards": "9016",
           *       "side_applications": "9016",
           *       "back_side_applications": "9016",
           *       "elevated_bottle_shelves": "9016",
           *       "backframe_shelves": "9016",
           *       "backframe_bottleshelves": "9016",
           *       "brandsigns": "9016"
           *     }
           */
          colors: {
            frames: string;
            panels: string;
            worktops: string;
            base_modules: string;
            counter_boards: string;
            side_applications: string;
            back_side_applications: string;
            elevated_bottle_shelves: string;
            backframe_shelves: string;
            backframe_bottleshelves: string;
            brandsigns: string;
          };
          /**
           * @default wood
           * @enum {string}
           */
          background: 'concrete' | 'grass' | 'gravel' | 'tiles' | 'wood';
          /** @default #e9eef2 */
          backgroundColor: string;
          /**
           * @default off
           * @enum {string}
           */
          skybox: 'beach' | 'farm' | 'hall' | 'woods' | 'off';
          /** @default 0 */
          offsetX: number;
          /** @default 1000 */
          offsetZ: number;
        };
      };
      /**
       * @default {
       *       "baseModules": [],
       *       "brandings": [],
       *       "settings": {
       *         "colors": {
       *           "frames": "9016",
       *           "panels": "9016",
       *           "worktops": "9016",
       *           "base_modules": "9016",
       *           "counter_boards": "9016",
       *           "side_applications": "9016",
       *           "back_side_applications": "9016",
       *           "elevated_bottle_shelves": "9016",
       *           "backframe_shelves": "9016",
       *           "backframe_bottleshelves": "9016",
       *           "brandsigns": "9016"
       *         },
       *         "background": "wood",
       *         "backgroundColor": "#e9eef2",
       *         "skybox": "off",
       *         "offsetX": 0,
       *         "offsetZ": 1000
       *       }
       *     }
       */
      back: {
        /** @default [] */
        baseModules: {
          id: string;
          base_module_id: number;
          rotation: 0 | 90 | 180 | 270;
          position: {
            x: number;
            z: number;
          };
          /** @default [] */
          racks: {
            id: string;
            x: number;
            /** @default null */
            worktop: {
              assembly_id: number;
              mount: number;
            } | null;
            /** @default [] */
            inserts: {
              slots: number[];
              height_units: number;
              mount: number;
              rack_insert_model_id: number;
            }[];
            slots: number[];
            mounts: number[];
          }[];
          /** @default [] */
          neighbours: {
            id: string;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
          }[];
          /** @default [] */
          frontFrames: {
            id: string;
            mount_id: string;
            part_id: number;
            /** @default null */
            color: string | null;
          }[];
          /** @default [] */
          brandsigns: {
            part_id: number;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            /** @default null */
            image_url: string | null;
            /** @default false */
            fill_image: boolean;
          }[];
          /** @default [] */
          panels: {
            assembly_model_id: number;
            mount: {
              /** @enum {string} */
              orientation: 'n' | 'e' | 's' | 'w';
              shift: number;
              id: string;
            };
            /** @default null */
            color: string | null;
            /** @default null */
            image: string | null;
            /** @default false */
            fill_image: boolean;
            width: number;
            height: number;
          }[];
          /** @default [] */
          counterBoards: {
            id: string;
            part_id: number;
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            offset: number;
            width: number;
            /** @default null */
            color: string | null;
            /** @default [] */
            accessories: {
              assembly_id: number;
              offset: number;
            }[];
          }[];
          /** @default [] */
          side_applications: {
            /** @enum {string} */
            side: 'left' | 'right';
            assembly_id: number;
            /** @default null */
            color: string | null;
            /** @default [] */
            parts: number[];
          }[];
          /** @default [] */
          back_side_applications: {
            part_id: number;
            /** @enum {string} */
            orientation: 'n' | 'e' | 's' | 'w';
            /** @default null */
            color: string | null;
          }[];
          /**
           * @default {
           *       "top": null,
           *       "bottom": null
           *     }
           */
          back_panels: {
            /** @default null */
            top: {
              assembly_model_id: number;
              mount: {
                /** @enum {string} */
                orientation: 'n' | 'e' | 's' | 'w';
                shift: number;
                id: string;
              };
              /** @default null */
              color: string | null;
              /** @default null */
              image: string | null;
              /** @default false */
              fill_image: boolean;
              width: number;
              height: number;
            } | null;
            /** @default null */
            bottom: {
              assembly_model_id: number;
              mount: {
                /** @enum {string} */
                orientation: 'n' | 'e' | 's' | 'w';
                shift: number;
                id: string;
              };
              /** @default null */
              color: string | null;
              /** @default null */
              image: string | null;
              /** @default false */
              fill_image: boolean;
              width: number;
              height: number;
            } | null;
          };
          /** @default [] */
          front_frame_accessories: {
            assembly_id: number;
            mount_id: string;
            position: number;
          }[];
          /** @default [] */
          speed_racks: {
            /** @enum {string} */
            edge: 'n' | 'e' | 's' | 'w';
            offset: number;
          }[];
          /** @default [] */
          bottle_shelves: {
            part_id: number;
            offset: number;
            /** @default null */
            color: string | null;
          }[];
          /** @default null */
          color: string | null;
          /** @default null */
          cornerCapColor: string | null;
          /** @default null */
          cornerWorktopColor: string | null;
        }[];
        /** @default [] */
        brandings: {
          base_module_id: string;
          /** @enum {string} */
          edge: 'n' | 'e' | 's' | 'w';
          part_id: number;
          /** @default null */
          image_url: string | null;
          /** @default white */
          color: string;
          /** @default false */
          fill_image: boolean;
          /** @enum {string} */
          type: 'frontbanner' | 'einhaengeschild' | 'rueckwandbanner' | 'rueckwandseitenbanner';
          width: number;
          height: number;
        }[];
        /**
         * @default {
         *       "colors": {
         *         "frames": "9016",
         *         "panels": "9016",
         *         "worktops": "9016",
         *         "base_modules": "9016",
         *         "counter_boards": "9016",
         *         "side_applications": "9016",
         *         "back_side_applications": "9016",
         *         "elevated_bottle_shelves": "9016",
         *         "backframe_shelves": "9016",
         *         "backframe_bottleshelves": "9016",
         *         "brandsigns": "9016"
         *       },
         *       "background": "wood",
         *       "backgroundColor": "#e9eef2",
         *       "skybox": "off",
         *       "offsetX": 0,
         *       "offsetZ": 1000
         *     }
         */
        settings: {
          /**
           * @default {
           *       "frames": "9016",
           *       "panels": "9016",
           *       "worktops": "9016",
           *       "base_modules": "9016",
           *       "counter_boards": "9016",
           *       "side_applications": "9016",
           *       "back_side_applications": "9016",
           *       "elevated_bottle_shelves": "9016",
           *       "backframe_shelves": "9016",
           *       "backframe_bottleshelves": "9016",
           *       "brandsigns": "9016"
           *     }
           */
          colors: {
            frames: string;
            panels: string;
            worktops: string;
            base_modules: string;
            counter_boards: string;
            side_applications: string;
            back_side_applications: string;
            elevated_bottle_shelves: string;
            backframe_shelves: string;
            backframe_bottleshelves: string;
            brandsigns: string;
          };
          /**
           * @default wood
           * @enum {string}
           */
          background: 'concrete' | 'grass' | 'gravel' | 'tiles' | 'wood';
          /** @default #e9eef2 */
          backgroundColor: string;
          /**
           * @default off
           * @enum {string}
           */
          skybox: 'beach' | 'farm' | 'hall' | 'woods' | 'off';
          /** @default 0 */
          offsetX: number;
          /** @default 1000 */
          offsetZ: number;
        };
      };
      /** @default [] */
      additionalAccessories: {
        part_id: number;
        count: number;
      }[];
      /** @default [] */
      singleParts: {
        part_id: number;
        count: number;
      }[];
      /**
       * @default {
       *       "colors": {
       *         "frames": "9016",
       *         "panels": "9016",
       *         "worktops": "9016",
       *         "base_modules": "9016",
       *         "counter_boards": "9016",
       *         "side_applications": "9016",
       *         "back_side_applications": "9016",
       *         "elevated_bottle_shelves": "9016",
       *         "backframe_shelves": "9016",
       *         "backframe_bottleshelves": "9016",
       *         "brandsigns": "9016"
       *       },
       *       "background": "wood",
       *       "backgroundColor": "#e9eef2",
       *       "skybox": "off",
       *       "offsetX": 0,
       *       "offsetZ": 1000
       *     }
       */
      settings: {
        /**
         * @default {
         *       "frames": "9016",
         *       "panels": "9016",
         *       "worktops": "9016",
         *       "base_modules": "9016",
         *       "counter_boards": "9016",
         *       "side_applications": "9016",
         *       "back_side_applications": "9016",
         *       "elevated_bottle_shelves": "9016",
         *       "backframe_shelves": "9016",
         *       "backframe_bottleshelves": "9016",
         *       "brandsigns": "9016"
         *     }
         */
        colors: {
          frames: string;
          panels: string;
          worktops: string;
          base_modules: string;
          counter_boards: string;
          side_applications: string;
          back_side_applications: string;
          elevated_bottle_shelves: string;
          backframe_shelves: string;
          backframe_bottleshelves: string;
          brandsigns: string;
        };
        /**
         * @default wood
         * @enum {string}
         */
        background: 'concrete' | 'grass' | 'gravel' | 'tiles' | 'wood';
        /** @default #e9eef2 */
        backgroundColor: string;
        /**
         * @default off
         * @enum {string}
         */
        skybox: 'beach' | 'farm' | 'hall' | 'woods' | 'off';
        /** @default 0 */
        offsetX: number;
        /** @default 1000 */
        offsetZ: number;
      };
      /**
       * @default {
       *       "panX": 0,
       *       "panY": 0.05,
       *       "rotationX": -180,
       *       "rotationY": 28,
       *       "zoom": -5
       *     }
       */
      orbit_settings: {
        panX: number;
        panY: number;
        rotationX: number;
        rotationY: number;
        zoom: number;
      };
      id: string;
      name: string;
      version: number;
      parts: {
        list: {
          part_id: number;
          part_number: string;
          name: string;
          quantity: number;
          unit_price: number;
          total: number;
          unit_weight: number;
          weight: number;
        }[];
        singlePartsList: {
          part_id: number;
          part_number: string;
          name: string;
          quantity: number;
          unit_price: number;
          total: number;
          unit_weight: number;
          weight: number;
        }[];
        total_price: number;
        vat_rate: number;
        vat: number;
        gross_total: number;
        total_weight: number;
        missing_part_ids: number[];
        packaging_recommendation: {
          part_id: number;
          qty: number;
        }[];
      };
      packaging_recommendation: {
        part_id: number;
        qty: number;
      }[];
      transport: {
        bags: {
          part_id: number;
          count: number;
          contents: {
            part_id: number;
            count: number;
          }[];
        }[];
        loose: {
          part_id: number;
          count: number;
        }[];
        volume_l: number;
        weight_g: number;
        lower_bound: number;
        vehicles: {
          code: string;
          fits: boolean;
        }[];
      };
      power: {
        watts: number;
        amperes: number;
        circuits: number;
        sockets: number;
        over_one_circuit: boolean;
      };
      can_edit: boolean;
      edit_token?: string;
      preview_token?: string;
      created_at: string;
      updated_at: string;
    };
    Preset: {
      id: number;
      code: string;
      name: string;
      /** @enum {string} */
      type: 'bar' | 'back' | 'bar_with_back';
      /** @enum {string} */
      base_module: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'back-frame';
      /** @enum {string} */
      equipment: 'basic' | 'equipped' | 'premium';
      /** @enum {string} */
      shape: 'straight' | 'L' | 'U';
      /** @enum {string} */
      size: 'S' | 'M' | 'L';
      thumbnail: string | null;
      module_count: number;
      total_price: number;
      document: components['schemas']['BarDocument'];
    };
    /** @description The body of every error reply. */
    Error: {
      /** @description What went wrong, in the language of the request. */
      message: string;
      /** @description 422 only: messages per dotted field path (`front.baseModules.3`, `_` for the body). */
      errors?: {
        [key: string]: string[];
      };
      /** @description A payload for the client, e.g. the current bar with a 409. */
      data?: unknown;
    };
  };
  responses: {
    /** @description The URL or the body could not be read (bad percent-encoding, malformed JSON, empty JSON body). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Nobody is logged in. */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller may not do this. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such resource (or not visible to the caller). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The resource was changed in the meantime; `data` may hold its current state. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The link has expired. */
    Gone: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request body is too large. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A path parameter is longer than the router takes (100 characters). */
    UriTooLong: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body has a content type this route does not read. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No session, or the X-XSRF-TOKEN header does not match its XSRF-TOKEN cookie. */
    CsrfTokenMismatch: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The input is invalid; `errors` names each field (dotted path) with its messages. */
    ValidationFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Too many attempts; retry after the seconds in `Retry-After`. */
    Throttled: {
      headers: {
        /** @description Seconds to wait. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
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
  startSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Session started; the bar_session and XSRF-TOKEN cookies are set. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'ok' | 'degraded';
              /** @enum {string} */
              db: 'ok' | 'down';
            };
          };
        };
      };
      /** @description The database does not answer. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'ok' | 'degraded';
              /** @enum {string} */
              db: 'ok' | 'down';
            };
          };
        };
      };
    };
  };
  listBaseModules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              /** @enum {string} */
              family: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'corner' | 'empty' | 'back-frame';
              part_id: number;
              /** @enum {string} */
              side: 'front' | 'back';
              order_column: number;
              width: number;
              depth: number;
              height: number;
              anchors: {
                /** @enum {string} */
                edge: 'n' | 'e' | 's' | 'w';
                x: number;
                z: number;
              }[];
              frontFrameMounts: {
                id: string;
                /** @enum {string} */
                edge: 'n' | 'e' | 's' | 'w';
                offset: number;
                width: number;
                /** @enum {string} */
                orientation: 'horizontal' | 'vertical';
                fixed: boolean;
              }[];
              panelMounts: {
                id: string;
                /** @enum {string} */
                edge: 'n' | 'e' | 's' | 'w';
                offset: number;
                width: number;
                isDefault: boolean;
              }[];
              racks: {
                x: number;
                slots: number[];
                mounts: number[];
              }[];
            }[];
          };
        };
      };
    };
  };
  listParts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              /** @enum {string} */
              type:
                | 'base-frame'
                | 'front-frame'
                | 'counter-board'
                | 'panel'
                | 'door'
                | 'worktop'
                | 'insert'
                | 'side-application'
                | 'back-panel'
                | 'shelf'
                | 'bottle-shelf'
                | 'speed-rack'
                | 'frontbanner'
                | 'einhaengeschild'
                | 'brandsign'
                | 'rueckwandbanner'
                | 'rueckwandseitenbanner'
                | 'accessory'
                | 'packaging'
                | 'led'
                | 'cap';
              name: {
                de: string;
              } & {
                [key: string]: string;
              };
              description: {
                de: string;
              } & {
                [key: string]: string;
              };
              width: number;
              height: number;
              depth: number;
              weight: number;
              price: number;
              variants: {
                part_number: string;
              }[];
              packed_size?: {
                length: number;
                width: number;
                height: number;
              } | null;
              inner_size?: {
                length: number;
                width: number;
                height: number;
              } | null;
              max_load?: number | null;
              watts?: number;
            }[];
          };
        };
      };
    };
  };
  getPart: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              /** @enum {string} */
              type:
                | 'base-frame'
                | 'front-frame'
                | 'counter-board'
                | 'panel'
                | 'door'
                | 'worktop'
                | 'insert'
                | 'side-application'
                | 'back-panel'
                | 'shelf'
                | 'bottle-shelf'
                | 'speed-rack'
                | 'frontbanner'
                | 'einhaengeschild'
                | 'brandsign'
                | 'rueckwandbanner'
                | 'rueckwandseitenbanner'
                | 'accessory'
                | 'packaging'
                | 'led'
                | 'cap';
              name: {
                de: string;
              } & {
                [key: string]: string;
              };
              description: {
                de: string;
              } & {
                [key: string]: string;
              };
              width: number;
              height: number;
              depth: number;
              weight: number;
              price: number;
              variants: {
                part_number: string;
              }[];
              packed_size?: {
                length: number;
                width: number;
                height: number;
              } | null;
              inner_size?: {
                length: number;
                width: number;
                height: number;
              } | null;
              max_load?: number | null;
              watts?: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminUpdatePart: {
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
        'application/json': {
          name: {
            de: string;
            en?: string | null;
            fr?: string | null;
            it?: string | null;
            es?: string | null;
            pt?: string | null;
          };
          description: {
            de: string;
            en?: string | null;
            fr?: string | null;
            it?: string | null;
            es?: string | null;
            pt?: string | null;
          };
          variants: {
            part_number: string;
          }[];
          price: number | string;
          weight: number | string;
          width: number | string;
          height: number | string;
          depth: number | string;
          packed_size?: {
            length: number | string;
            width: number | string;
            height: number | string;
          } | null;
          inner_size?: {
            length: number | string;
            width: number | string;
            height: number | string;
          } | null;
          max_load?: number | null;
          watts?: number | string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              /** @enum {string} */
              type:
                | 'base-frame'
                | 'front-frame'
                | 'counter-board'
                | 'panel'
                | 'door'
                | 'worktop'
                | 'insert'
                | 'side-application'
                | 'back-panel'
                | 'shelf'
                | 'bottle-shelf'
                | 'speed-rack'
                | 'frontbanner'
                | 'einhaengeschild'
                | 'brandsign'
                | 'rueckwandbanner'
                | 'rueckwandseitenbanner'
                | 'accessory'
                | 'packaging'
                | 'led'
                | 'cap';
              name: {
                de: string;
              } & {
                [key: string]: string;
              };
              description: {
                de: string;
              } & {
                [key: string]: string;
              };
              width: number;
              height: number;
              depth: number;
              weight: number;
              price: number;
              variants: {
                part_number: string;
              }[];
              packed_size?: {
                length: number;
                width: number;
                height: number;
              } | null;
              inner_size?: {
                length: number;
                width: number;
                height: number;
              } | null;
              max_load?: number | null;
              watts?: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listAssemblies: {
    parameters: {
      query?: {
        type?:
          | 'insert'
          | 'worktop'
          | 'side_application'
          | 'front_frame_accessory'
          | 'counter_board_accessory'
          | 'back_panel'
          | 'brandsign'
          | 'front_panel';
        include_inactive?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              /** @enum {string} */
              type:
                | 'insert'
                | 'worktop'
                | 'side_application'
                | 'front_frame_accessory'
                | 'counter_board_accessory'
                | 'back_panel'
                | 'brandsign'
                | 'front_panel';
              order_column: number;
              parts: {
                part_id: number;
                quantity: number;
              }[];
              is_active: boolean;
              thumbnail: string | null;
              width: number;
              depth: number;
              height: number;
              height_units: number;
              mount: string | null;
              allowed_rows: number[];
              /** @enum {string} */
              side: 'front' | 'back' | 'both';
              translations: {
                de: {
                  name: string;
                  description: string;
                };
                en: {
                  name: string;
                  description: string;
                };
              } & {
                [key: string]: {
                  name: string;
                  description: string;
                };
              };
            }[];
          };
        };
      };
      422: components['responses']['ValidationFailed'];
    };
  };
  adminCreateAssembly: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          type:
            | 'insert'
            | 'worktop'
            | 'side_application'
            | 'front_frame_accessory'
            | 'counter_board_accessory'
            | 'back_panel'
            | 'brandsign'
            | 'front_panel';
          parts: {
            part_id: number;
            quantity: number | string;
          }[];
          /** @default true */
          is_active?: boolean;
          thumbnail?: string | null;
          width: number | string;
          depth: number | string;
          height: number | string;
          height_units: number | string;
          mount?: string | null;
          /** @enum {string} */
          side: 'front' | 'back' | 'both';
          /** @default [] */
          allowed_rows?: number[];
          translations: {
            de: {
              name: string;
              description: string;
            };
            en: {
              name: string;
              description: string;
            };
            fr?: {
              name: string;
              description: string;
            };
            it?: {
              name: string;
              description: string;
            };
            es?: {
              name: string;
              description: string;
            };
            pt?: {
              name: string;
              description: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              /** @enum {string} */
              type:
                | 'insert'
                | 'worktop'
                | 'side_application'
                | 'front_frame_accessory'
                | 'counter_board_accessory'
                | 'back_panel'
                | 'brandsign'
                | 'front_panel';
              order_column: number;
              parts: {
                part_id: number;
                quantity: number;
              }[];
              is_active: boolean;
              thumbnail: string | null;
              width: number;
              depth: number;
              height: number;
              height_units: number;
              mount: string | null;
              allowed_rows: number[];
              /** @enum {string} */
              side: 'front' | 'back' | 'both';
              translations: {
                de: {
                  name: string;
                  description: string;
                };
                en: {
                  name: string;
                  description: string;
                };
              } & {
                [key: string]: {
                  name: string;
                  description: string;
                };
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getAssembly: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              /** @enum {string} */
              type:
                | 'insert'
                | 'worktop'
                | 'side_application'
                | 'front_frame_accessory'
                | 'counter_board_accessory'
                | 'back_panel'
                | 'brandsign'
                | 'front_panel';
              order_column: number;
              parts: {
                part_id: number;
                quantity: number;
              }[];
              is_active: boolean;
              thumbnail: string | null;
              width: number;
              depth: number;
              height: number;
              height_units: number;
              mount: string | null;
              allowed_rows: number[];
              /** @enum {string} */
              side: 'front' | 'back' | 'both';
              translations: {
                de: {
                  name: string;
                  description: string;
                };
                en: {
                  name: string;
                  description: string;
                };
              } & {
                [key: string]: {
                  name: string;
                  description: string;
                };
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminUpdateAssembly: {
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
        'application/json': {
          /** @enum {string} */
          type:
            | 'insert'
            | 'worktop'
            | 'side_application'
            | 'front_frame_accessory'
            | 'counter_board_accessory'
            | 'back_panel'
            | 'brandsign'
            | 'front_panel';
          parts: {
            part_id: number;
            quantity: number | string;
          }[];
          /** @default true */
          is_active?: boolean;
          thumbnail?: string | null;
          width: number | string;
          depth: number | string;
          height: number | string;
          height_units: number | string;
          mount?: string | null;
          /** @enum {string} */
          side: 'front' | 'back' | 'both';
          /** @default [] */
          allowed_rows?: number[];
          translations: {
            de: {
              name: string;
              description: string;
            };
            en: {
              name: string;
              description: string;
            };
            fr?: {
              name: string;
              description: string;
            };
            it?: {
              name: string;
              description: string;
            };
            es?: {
              name: string;
              description: string;
            };
            pt?: {
              name: string;
              description: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              /** @enum {string} */
              type:
                | 'insert'
                | 'worktop'
                | 'side_application'
                | 'front_frame_accessory'
                | 'counter_board_accessory'
                | 'back_panel'
                | 'brandsign'
                | 'front_panel';
              order_column: number;
              parts: {
                part_id: number;
                quantity: number;
              }[];
              is_active: boolean;
              thumbnail: string | null;
              width: number;
              depth: number;
              height: number;
              height_units: number;
              mount: string | null;
              allowed_rows: number[];
              /** @enum {string} */
              side: 'front' | 'back' | 'both';
              translations: {
                de: {
                  name: string;
                  description: string;
                };
                en: {
                  name: string;
                  description: string;
                };
              } & {
                [key: string]: {
                  name: string;
                  description: string;
                };
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listColors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              hex: string;
              is_active: boolean;
            }[];
          };
        };
      };
    };
  };
  adminCreateColor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          hex: string;
          is_active: boolean;
          translations?: {
            en?: string | null;
            fr?: string | null;
            it?: string | null;
            es?: string | null;
            pt?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              hex: string;
              is_active: boolean;
              translations: {
                [key: string]: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listVehicleClasses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              code: string;
              name: {
                de: string;
              } & {
                [key: string]: string;
              };
              cargo: {
                length: number;
                width: number;
                height: number;
              };
              payload: number;
            }[];
          };
        };
      };
    };
  };
  getVehicleClass: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              code: string;
              name: {
                de: string;
              } & {
                [key: string]: string;
              };
              cargo: {
                length: number;
                width: number;
                height: number;
              };
              payload: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminUpdateVehicleClass: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: {
            de: string;
            en?: string | null;
            fr?: string | null;
            it?: string | null;
            es?: string | null;
            pt?: string | null;
          };
          cargo: {
            length: number | string;
            width: number | string;
            height: number | string;
          };
          payload: number | string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              code: string;
              name: {
                de: string;
              } & {
                [key: string]: string;
              };
              cargo: {
                length: number;
                width: number;
                height: number;
              };
              payload: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listPresets: {
    parameters: {
      query?: {
        type?: 'bar' | 'back' | 'bar_with_back';
        base_module?: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'back-frame';
        equipment?: 'basic' | 'equipped' | 'premium';
        shape?: 'straight' | 'L' | 'U';
        size?: 'S' | 'M' | 'L';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              /** @enum {string} */
              type: 'bar' | 'back' | 'bar_with_back';
              /** @enum {string} */
              base_module: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'back-frame';
              /** @enum {string} */
              equipment: 'basic' | 'equipped' | 'premium';
              /** @enum {string} */
              shape: 'straight' | 'L' | 'U';
              /** @enum {string} */
              size: 'S' | 'M' | 'L';
              thumbnail: string | null;
              module_count: number;
              total_price: number;
            }[];
          };
        };
      };
      422: components['responses']['ValidationFailed'];
    };
  };
  adminCreatePreset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bar_id: string;
          name: {
            de: string;
            en: string;
            fr?: string | null;
            it?: string | null;
            es?: string | null;
            pt?: string | null;
          };
          /** @enum {string} */
          type?: 'bar' | 'back' | 'bar_with_back';
          /** @enum {string} */
          base_module?: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'back-frame';
          /** @enum {string} */
          equipment?: 'basic' | 'equipped' | 'premium';
          /** @enum {string} */
          shape?: 'straight' | 'L' | 'U';
          /** @enum {string} */
          size?: 'S' | 'M' | 'L';
          thumbnail?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              /** @enum {string} */
              type: 'bar' | 'back' | 'bar_with_back';
              /** @enum {string} */
              base_module: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'back-frame';
              /** @enum {string} */
              equipment: 'basic' | 'equipped' | 'premium';
              /** @enum {string} */
              shape: 'straight' | 'L' | 'U';
              /** @enum {string} */
              size: 'S' | 'M' | 'L';
              thumbnail: string | null;
              module_count: number;
              total_price: number;
              document: components['schemas']['BarDocument'];
              names: {
                [key: string]: string;
              };
              is_active: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getPreset: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                data: {
                  id: number;
                  code: string;
                  name: string;
                  /** @enum {string} */
                  type: 'bar' | 'back' | 'bar_with_back';
                  /** @enum {string} */
                  base_module: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'back-frame';
                  /** @enum {string} */
                  equipment: 'basic' | 'equipped' | 'premium';
                  /** @enum {string} */
                  shape: 'straight' | 'L' | 'U';
                  /** @enum {string} */
                  size: 'S' | 'M' | 'L';
                  thumbnail: string | null;
                  module_count: number;
                  total_price: number;
                  document: components['schemas']['BarDocument'];
                  names: {
                    [key: string]: string;
                  };
                  is_active: boolean;
                  created_at: string;
                  updated_at: string;
                };
              }
            | {
                data: components['schemas']['Preset'];
              };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminUpdatePreset: {
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
        'application/json': {
          name?: {
            de: string;
            en: string;
            fr?: string | null;
            it?: string | null;
            es?: string | null;
            pt?: string | null;
          };
          /** @enum {string} */
          type?: 'bar' | 'back' | 'bar_with_back';
          /** @enum {string} */
          base_module?: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'back-frame';
          /** @enum {string} */
          equipment?: 'basic' | 'equipped' | 'premium';
          /** @enum {string} */
          shape?: 'straight' | 'L' | 'U';
          /** @enum {string} */
          size?: 'S' | 'M' | 'L';
          thumbnail?: string | null;
          is_active?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              /** @enum {string} */
              type: 'bar' | 'back' | 'bar_with_back';
              /** @enum {string} */
              base_module: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'back-frame';
              /** @enum {string} */
              equipment: 'basic' | 'equipped' | 'premium';
              /** @enum {string} */
              shape: 'straight' | 'L' | 'U';
              /** @enum {string} */
              size: 'S' | 'M' | 'L';
              thumbnail: string | null;
              module_count: number;
              total_price: number;
              document: components['schemas']['BarDocument'];
              names: {
                [key: string]: string;
              };
              is_active: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminDeletePreset: {
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
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  uploadImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The image in the field `file` (at most 2 MB). */
    requestBody: {
      content: {
        'multipart/form-data': Record<string, never>;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              url: string;
              width: number;
              height: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  getUploadedImage: {
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
      /** @description The image bytes (PNG or JPEG). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getHomeContent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: (
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'text';
                  value: {
                    title: string;
                    body: string;
                  };
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'faq';
                  value: {
                    title: string;
                    items: {
                      question: string;
                      answer: string;
                    }[];
                  };
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'video';
                  value: {
                    title: string;
                    url: string;
                    poster: string | null;
                    description: string;
                  };
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'downloads';
                  value: {
                    title: string;
                    items: {
                      title: string;
                      description: string;
                      url: string;
                      format: string;
                    }[];
                  };
                }
            )[];
            meta: {
              company_url: string;
            };
          };
        };
      };
    };
  };
  adminReplaceContentSections: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company_url?: string | null;
          /** @enum {string} */
          default_locale?: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
          sections: (
            | {
                id?: string;
                /** @enum {string} */
                type: 'text';
                value?: {
                  title: {
                    en?: string;
                    de?: string;
                    fr?: string;
                    it?: string;
                    es?: string;
                    pt?: string;
                  };
                  body: {
                    en?: string;
                    de?: string;
                    fr?: string;
                    it?: string;
                    es?: string;
                    pt?: string;
                  };
                } | null;
              }
            | {
                id?: string;
                /** @enum {string} */
                type: 'faq';
                value?: {
                  title: {
                    en?: string;
                    de?: string;
                    fr?: string;
                    it?: string;
                    es?: string;
                    pt?: string;
                  };
                  items: {
                    question: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    answer: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                  }[];
                } | null;
              }
            | {
                id?: string;
                /** @enum {string} */
                type: 'video';
                value?: {
                  title: {
                    en?: string;
                    de?: string;
                    fr?: string;
                    it?: string;
                    es?: string;
                    pt?: string;
                  };
                  url: string;
                  poster: string | null;
                  description: {
                    en?: string;
                    de?: string;
                    fr?: string;
                    it?: string;
                    es?: string;
                    pt?: string;
                  };
                } | null;
              }
            | {
                id?: string;
                /** @enum {string} */
                type: 'downloads';
                value?: {
                  title: {
                    en?: string;
                    de?: string;
                    fr?: string;
                    it?: string;
                    es?: string;
                    pt?: string;
                  };
                  items: {
                    title: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    description: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    url: string;
                    format: string;
                  }[];
                } | null;
              }
          )[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: (
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'text';
                  value: {
                    title: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    body: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                  };
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'faq';
                  value: {
                    title: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    items: {
                      question: {
                        en?: string;
                        de?: string;
                        fr?: string;
                        it?: string;
                        es?: string;
                        pt?: string;
                      };
                      answer: {
                        en?: string;
                        de?: string;
                        fr?: string;
                        it?: string;
                        es?: string;
                        pt?: string;
                      };
                    }[];
                  };
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'video';
                  value: {
                    title: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    url: string;
                    poster: string | null;
                    description: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                  };
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'downloads';
                  value: {
                    title: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    items: {
                      title: {
                        en?: string;
                        de?: string;
                        fr?: string;
                        it?: string;
                        es?: string;
                        pt?: string;
                      };
                      description: {
                        en?: string;
                        de?: string;
                        fr?: string;
                        it?: string;
                        es?: string;
                        pt?: string;
                      };
                      url: string;
                      format: string;
                    }[];
                  };
                }
            )[];
            meta: {
              company_url: string | null;
              default_company_url: string;
              /** @enum {string} */
              default_locale: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  downloadPartsCsv: {
    parameters: {
      query?: {
        locale?: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The parts as a CSV file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      422: components['responses']['ValidationFailed'];
    };
  };
  downloadColorsCsv: {
    parameters: {
      query?: {
        locale?: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The colours as a CSV file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      422: components['responses']['ValidationFailed'];
    };
  };
  downloadBarModelGlb: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: {
        'if-none-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bar as glTF 2.0 binary: one node per module (`front/module-3`), PBR materials, pictures as textures. */
      200: {
        headers: {
          /** @description The bar's version, the catalogue's version and, for the CSV, the language (`"7-3"`, `"7-3-de"`): send it in `If-None-Match` to get 304 while the file is unchanged. */
          ETag: string;
          /** @description The bar's name as the file name: ASCII in `filename`, the real name in `filename*` (RFC 5987). */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'model/gltf-binary': string;
        };
      };
      /** @description Not modified: the `ETag` named in `If-None-Match` is still current; no body. */
      304: {
        headers: {
          /** @description The bar's version, the catalogue's version and, for the CSV, the language (`"7-3"`, `"7-3-de"`): send it in `If-None-Match` to get 304 while the file is unchanged. */
          ETag: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  downloadBarModelUsdz: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: {
        'if-none-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bar as USDZ: an uncompressed zip holding the USD layer (`bar.usda`) first, then its pictures. */
      200: {
        headers: {
          /** @description The bar's version, the catalogue's version and, for the CSV, the language (`"7-3"`, `"7-3-de"`): send it in `If-None-Match` to get 304 while the file is unchanged. */
          ETag: string;
          /** @description The bar's name as the file name: ASCII in `filename`, the real name in `filename*` (RFC 5987). */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'model/vnd.usdz+zip': string;
        };
      };
      /** @description Not modified: the `ETag` named in `If-None-Match` is still current; no body. */
      304: {
        headers: {
          /** @description The bar's version, the catalogue's version and, for the CSV, the language (`"7-3"`, `"7-3-de"`): send it in `If-None-Match` to get 304 while the file is unchanged. */
          ETag: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  downloadBarPartsCsv: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
        locale?: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
      };
      header?: {
        'if-none-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description UTF-8 with BOM: part number, name, quantity, unit price, line total, weight; then net total with total weight, VAT, gross total. */
      200: {
        headers: {
          /** @description The bar's version, the catalogue's version and, for the CSV, the language (`"7-3"`, `"7-3-de"`): send it in `If-None-Match` to get 304 while the file is unchanged. */
          ETag: string;
          /** @description The bar's name as the file name: ASCII in `filename`, the real name in `filename*` (RFC 5987). */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Not modified: the `ETag` named in `If-None-Match` is still current; no body. */
      304: {
        headers: {
          /** @description The bar's version, the catalogue's version and, for the CSV, the language (`"7-3"`, `"7-3-de"`): send it in `If-None-Match` to get 304 while the file is unchanged. */
          ETag: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  downloadBarPlanSvg: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
        locale?: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
      };
      header?: {
        'if-none-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan as SVG, the sheet's size in millimetres and a view box in floor millimetres (to scale when printed at 100 %). */
      200: {
        headers: {
          /** @description The bar's version, the catalogue's version and the language (`"7-3-de"`): send it in `If-None-Match` to get 304 while the plan is unchanged. */
          ETag: string;
          /** @description The bar's name as the file name: ASCII in `filename`, the real name in `filename*` (RFC 5987). */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description Not modified: the `ETag` named in `If-None-Match` is still current; no body. */
      304: {
        headers: {
          /** @description The bar's version, the catalogue's version and the language (`"7-3-de"`): send it in `If-None-Match` to get 304 while the plan is unchanged. */
          ETag: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  downloadBarPlanPdf: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
        locale?: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
      };
      header?: {
        'if-none-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan on one A4 or A3 landscape page at 1:20 or 1:50 (a smaller scale only for bars longer than 1:50 on A3 holds). */
      200: {
        headers: {
          /** @description The bar's version, the catalogue's version and the language (`"7-3-de"`): send it in `If-None-Match` to get 304 while the plan is unchanged. */
          ETag: string;
          /** @description The bar's name as the file name: ASCII in `filename`, the real name in `filename*` (RFC 5987). */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not modified: the `ETag` named in `If-None-Match` is still current; no body. */
      304: {
        headers: {
          /** @description The bar's version, the catalogue's version and the language (`"7-3-de"`): send it in `If-None-Match` to get 304 while the plan is unchanged. */
          ETag: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  downloadBarPlanDxf: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
        locale?: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
      };
      header?: {
        'if-none-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plan as DXF R12 ASCII in millimetres, layers `MODULES`, `DIMENSIONS` and `TEXT`. */
      200: {
        headers: {
          /** @description The bar's version, the catalogue's version and the language (`"7-3-de"`): send it in `If-None-Match` to get 304 while the plan is unchanged. */
          ETag: string;
          /** @description The bar's name as the file name: ASCII in `filename`, the real name in `filename*` (RFC 5987). */
          'Content-Disposition': string;
          [name: string]: unknown;
        };
        content: {
          'image/vnd.dxf': string;
        };
      };
      /** @description Not modified: the `ETag` named in `If-None-Match` is still current; no body. */
      304: {
        headers: {
          /** @description The bar's version, the catalogue's version and the language (`"7-3-de"`): send it in `If-None-Match` to get 304 while the plan is unchanged. */
          ETag: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getBarPicture: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
        v?: string;
      };
      header?: {
        'if-none-match'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored picture, as `image/png` or `image/jpeg`. */
      200: {
        headers: {
          /** @description Names the stored picture: send it in `If-None-Match` to get 304 while it is the same. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      /** @description Not modified: the `ETag` named in `If-None-Match` is still current; no body. */
      304: {
        headers: {
          /** @description Names the stored picture: send it in `If-None-Match` to get 304 while it is the same. */
          ETag: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  putBarPicture: {
    parameters: {
      query: {
        edit_token?: string;
        preview_token?: string;
        kind: 'photo' | 'raster';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    /** @description The picture itself: PNG or JPEG, at most 12 MB and 3840 × 2160 pixels (either way round). */
    requestBody: {
      content: {
        'image/png': string;
        'image/jpeg': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              kind: 'photo' | 'raster';
              /** @enum {string} */
              content_type: 'image/png' | 'image/jpeg';
              width: number;
              height: number;
              bar_version: number;
              created_at: string;
              is_stored: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  deleteBarPicture: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed, or there was none. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getBarPictureInfo: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              picture: {
                /** @enum {string} */
                kind: 'photo' | 'raster';
                /** @enum {string} */
                content_type: 'image/png' | 'image/jpeg';
                width: number;
                height: number;
                bar_version: number;
                created_at: string;
              } | null;
              wants_raster: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getEmbedSettings: {
    parameters: {
      query?: {
        dealer?: string;
        origin?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              origins: string[];
              theme: {
                dealer: string;
                origin: string | null;
                logo_url: string | null;
                primary_colour: string | null;
                /** @enum {string|null} */
                language: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt' | null;
              } | null;
            };
          };
        };
      };
      422: components['responses']['ValidationFailed'];
    };
  };
  listBars: {
    parameters: {
      query?: {
        search?: string;
        sort?: 'updated_at' | 'name';
        direction?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              version: number;
              total_price: number;
              front_module_count: number;
              back_module_count: number;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      422: components['responses']['ValidationFailed'];
    };
  };
  createBar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          preset_id?: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Bar'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getBar: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The bar's version in quotes (`"7"`): send it in `If-Match` with the next PATCH. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Bar'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  saveBar: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: number;
          name?: string;
          schemaVersion?: number;
          front?: unknown;
          back?: unknown;
          additionalAccessories?: unknown;
          singleParts?: unknown;
          settings?: unknown;
          orbit_settings?: {
            panX: number;
            panY: number;
            rotationX: number;
            rotationY: number;
            zoom: number;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The bar's version in quotes (`"7"`): send it in `If-Match` with the next PATCH. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Bar'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  deleteBar: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  patchBar: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header: {
        'if-match': string;
        prefer?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json-patch+json': (
          | {
              /** @enum {string} */
              op: 'add';
              path: string;
              value: unknown;
            }
          | {
              /** @enum {string} */
              op: 'remove';
              path: string;
            }
          | {
              /** @enum {string} */
              op: 'replace';
              path: string;
              value: unknown;
            }
          | {
              /** @enum {string} */
              op: 'move';
              from: string;
              path: string;
            }
          | {
              /** @enum {string} */
              op: 'copy';
              from: string;
              path: string;
            }
          | {
              /** @enum {string} */
              op: 'test';
              path: string;
              value: unknown;
            }
        )[];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The bar's version in quotes (`"7"`): send it in `If-Match` with the next PATCH. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                data: {
                  version: number;
                  parts: {
                    list: {
                      part_id: number;
                      part_number: string;
                      name: string;
                      quantity: number;
                      unit_price: number;
                      total: number;
                      unit_weight: number;
                      weight: number;
                    }[];
                    singlePartsList: {
                      part_id: number;
                      part_number: string;
                      name: string;
                      quantity: number;
                      unit_price: number;
                      total: number;
                      unit_weight: number;
                      weight: number;
                    }[];
                    total_price: number;
                    vat_rate: number;
                    vat: number;
                    gross_total: number;
                    total_weight: number;
                    missing_part_ids: number[];
                    packaging_recommendation: {
                      part_id: number;
                      qty: number;
                    }[];
                  };
                  packaging_recommendation: {
                    part_id: number;
                    qty: number;
                  }[];
                  transport: {
                    bags: number;
                    volume_l: number;
                    weight_g: number;
                    vehicles: {
                      code: string;
                      fits: boolean;
                    }[];
                  };
                  power: {
                    watts: number;
                    amperes: number;
                    circuits: number;
                    sockets: number;
                    over_one_circuit: boolean;
                  };
                  warnings: (
                    | {
                        /** @enum {string} */
                        code: 'noCornerOnEdge' | 'noEmptyModulsOnEdge';
                        /** @enum {string} */
                        rule: 'P7' | 'P8';
                        moduleId: string;
                        /** @enum {string} */
                        edge: 'n' | 'e' | 's' | 'w';
                        fix: {
                          [key: string]: unknown;
                        } | null;
                      }
                    | {
                        /** @enum {string} */
                        code: 'tooFewBags';
                        /** @enum {string} */
                        rule: 'G1';
                        missing: {
                          part_id: number;
                          chosen: number;
                          recommended: number;
                        }[];
                        fix: {
                          [key: string]: unknown;
                        };
                      }
                  )[];
                };
              }
            | {
                data: {
                  version: number;
                  parts: {
                    list: {
                      part_id: number;
                      part_number: string;
                      name: string;
                      quantity: number;
                      unit_price: number;
                      total: number;
                      unit_weight: number;
                      weight: number;
                    }[];
                    singlePartsList: {
                      part_id: number;
                      part_number: string;
                      name: string;
                      quantity: number;
                      unit_price: number;
                      total: number;
                      unit_weight: number;
                      weight: number;
                    }[];
                    total_price: number;
                    vat_rate: number;
                    vat: number;
                    gross_total: number;
                    total_weight: number;
                    missing_part_ids: number[];
                    packaging_recommendation: {
                      part_id: number;
                      qty: number;
                    }[];
                  };
                };
              };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  duplicateBar: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Bar'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  undoBarChange: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version?: number;
        } | null;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Bar'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  redoBarChange: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version?: number;
        } | null;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Bar'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listBarRevisions: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
        limit?: number;
        before?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              version: number;
              name: string;
              /** @enum {string} */
              kind: 'save' | 'undo' | 'redo' | 'restore';
              created_at: string;
              current: boolean;
            }[];
            next_before: number | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getBarRevision: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
        version: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              version: number;
              name: string;
              /** @enum {string} */
              kind: 'save' | 'undo' | 'redo' | 'restore';
              created_at: string;
              current: boolean;
              document: components['schemas']['BarDocument'];
              parts: {
                list: {
                  part_id: number;
                  part_number: string;
                  name: string;
                  quantity: number;
                  unit_price: number;
                  total: number;
                  unit_weight: number;
                  weight: number;
                }[];
                singlePartsList: {
                  part_id: number;
                  part_number: string;
                  name: string;
                  quantity: number;
                  unit_price: number;
                  total: number;
                  unit_weight: number;
                  weight: number;
                }[];
                total_price: number;
                vat_rate: number;
                vat: number;
                gross_total: number;
                total_weight: number;
                missing_part_ids: number[];
                packaging_recommendation: {
                  part_id: number;
                  qty: number;
                }[];
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  restoreBarRevision: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
        version: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description The bar's version in quotes (`"7"`): send it in `If-Match` with the next PATCH. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Bar'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getBarShareLinks: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              preview_url: string;
              edit_url: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  replaceBarShareLinks: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  watchBar: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
        since?: number;
        view_only?: '1';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Events: `hello` (your participant id, presence key and colour), `patch` (id: the version; RFC 6902 operations on the bar), `reload` (the missed versions are no longer kept), `presence` (everyone on the bar), `end` (the stream ends: links replaced, logged out, bar removed, the live consultation ended or left). A reconnect with `Last-Event-ID` gets the versions it missed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  tellBarPresence: {
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
        'application/json': {
          key: string;
          selection: string[];
          camera: {
            panX: number;
            panY: number;
            rotationX: number;
            rotationY: number;
            zoom: number;
          } | null;
        };
      };
    };
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  endBarConsultation: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  updateCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          locale?: string;
          country?: components['schemas']['ProfileCountryInput'];
          given_name?: string | null;
          family_name?: string | null;
          organization?: string | null;
          vat_id?: string | null;
          street?: string | null;
          postal_code?: string | null;
          city?: string | null;
          phone?: string | null;
          contact_email?: string | null;
          current_password?: string;
          password?: string;
          password_confirmation?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  deleteCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description Account deleted; the browser gets a new guest session. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  requestEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          current_password: string;
        };
      };
    };
    responses: {
      /** @description Accepted; the work continues in the background. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  exportCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              exported_at: string;
              account: {
                id: number;
                email: string;
                email_verified_at: string | null;
                is_admin: boolean;
                locale: string;
                given_name: string | null;
                family_name: string | null;
                organization: string | null;
                vat_id: string | null;
                country: components['schemas']['CountryCode'];
                street: string | null;
                postal_code: string | null;
                city: string | null;
                phone: string | null;
                contact_email: string | null;
                pending_email: string | null;
                created_at: string;
              };
              addresses: {
                id: number;
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
                is_default: boolean;
                created_at: string;
                updated_at: string;
              }[];
              bars: {
                id: string;
                name: string;
                version: number;
                document: {
                  [key: string]: unknown;
                };
                total_price: number;
                created_at: string;
                updated_at: string;
                deleted_at: string | null;
              }[];
              inquiries: {
                id: number;
                /** @enum {string} */
                kind: 'quote' | 'consultation';
                status: string;
                locale: string;
                bar_id: string | null;
                bar: {
                  name: string;
                  version: number;
                  document: {
                    [key: string]: unknown;
                  };
                } | null;
                address: {
                  organization: string | null;
                  contactPerson: string | null;
                  vat_id: string | null;
                  given_name: string | null;
                  family_name: string | null;
                  phone: string | null;
                  email: string | null;
                  street: string;
                  postal_code: string;
                  city: string;
                  country: components['schemas']['CountryCode'];
                } | null;
                delivery_address: {
                  organization: string | null;
                  contactPerson: string | null;
                  vat_id: string | null;
                  given_name: string | null;
                  family_name: string | null;
                  phone: string | null;
                  email: string | null;
                  street: string;
                  postal_code: string;
                  city: string;
                  country: components['schemas']['CountryCode'];
                } | null;
                contact: {
                  name: string;
                  email: string;
                  phone: string;
                  country: components['schemas']['CountryCode'];
                  preferred_time: string;
                  topic: string;
                } | null;
                message: string | null;
                consent_contact: boolean;
                consent_call: boolean;
                consent_newsletter: boolean;
                to_order_only: boolean;
                created_at: string;
              }[];
              inventory: {
                part_id: number;
                part_number: string;
                count: number;
              }[];
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  confirmEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      410: components['responses']['Gone'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  listAddresses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              organization: string | null;
              contactPerson: string | null;
              vat_id: string | null;
              given_name: string | null;
              family_name: string | null;
              phone: string | null;
              email: string | null;
              street: string;
              postal_code: string;
              city: string;
              country: components['schemas']['CountryCode'];
              is_default: boolean;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  createAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          organization?: string | null;
          contactPerson?: string | null;
          vat_id?: string | null;
          given_name?: string | null;
          family_name?: string | null;
          phone?: string | null;
          email?: string | null;
          street: string;
          postal_code: string;
          city: string;
          country: components['schemas']['CountryInput'];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              organization: string | null;
              contactPerson: string | null;
              vat_id: string | null;
              given_name: string | null;
              family_name: string | null;
              phone: string | null;
              email: string | null;
              street: string;
              postal_code: string;
              city: string;
              country: components['schemas']['CountryCode'];
              is_default: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  updateAddress: {
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
        'application/json': {
          organization?: string | null;
          contactPerson?: string | null;
          vat_id?: string | null;
          given_name?: string | null;
          family_name?: string | null;
          phone?: string | null;
          email?: string | null;
          street: string;
          postal_code: string;
          city: string;
          country: components['schemas']['CountryInput'];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              organization: string | null;
              contactPerson: string | null;
              vat_id: string | null;
              given_name: string | null;
              family_name: string | null;
              phone: string | null;
              email: string | null;
              street: string;
              postal_code: string;
              city: string;
              country: components['schemas']['CountryCode'];
              is_default: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  deleteAddress: {
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
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  setDefaultAddress: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              organization: string | null;
              contactPerson: string | null;
              vat_id: string | null;
              given_name: string | null;
              family_name: string | null;
              phone: string | null;
              email: string | null;
              street: string;
              postal_code: string;
              city: string;
              country: components['schemas']['CountryCode'];
              is_default: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  getInventory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              items: {
                part_id: number;
                part_number: string;
                count: number;
              }[];
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
    };
  };
  replaceInventory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          items: {
            part_id: number;
            count: number;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              items: {
                part_id: number;
                part_number: string;
                count: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  importInventory: {
    parameters: {
      query?: {
        mode?: 'replace' | 'add';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Part number in the first column, count in the second (comma, semicolon or tab between them; an optional header row), at most 256 KB, at least one part line. Read in the encoding its byte order mark names, else the `charset` of the Content-Type (`utf-8`, `iso-8859-1`, `windows-1252`, `utf-16`, ...), else UTF-8, or Windows-1252 when the bytes are no UTF-8. A 422 lists the first 50 bad lines and counts the rest. */
    requestBody: {
      content: {
        'text/csv': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              items: {
                part_id: number;
                part_number: string;
                count: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  createInquiry: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bar_id: string;
          address_id: number;
          delivery_address_id?: number | null;
          message?: string | null;
          /** @enum {boolean} */
          consent_contact: true;
          /** @default false */
          consent_call?: boolean;
          /** @default false */
          consent_newsletter?: boolean;
          /**
           * @default all
           * @enum {string}
           */
          parts?: 'all' | 'to_order';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              bar_id: string | null;
              address_id: number | null;
              delivery_address_id: number | null;
              message: string | null;
              consent_contact: boolean;
              consent_call: boolean;
              consent_newsletter: boolean;
              /** @default false */
              to_order_only: boolean;
              status: string;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  createConsultation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          phone: string;
          country: components['schemas']['CountryInput'];
          /** @enum {string} */
          preferred_time: 'morning' | 'midday' | 'afternoon' | 'anytime';
          /** @enum {string} */
          topic: 'planning' | 'branding' | 'delivery' | 'pricing' | 'other';
          message?: string | null;
          /** @enum {boolean} */
          consent_contact: true;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'consultation';
              status: string;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  downloadBarPdf: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
        front?: string;
        back?: string;
        perspective?: string;
        parts?: 'all' | 'to_order';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The parts list as a PDF document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  mailBarPdf: {
    parameters: {
      query?: {
        edit_token?: string;
        preview_token?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pictures?: {
            front?: string;
            back?: string;
            perspective?: string;
          };
          request_id?: string;
          /**
           * @default all
           * @enum {string}
           */
          parts?: 'all' | 'to_order';
        };
      };
    };
    responses: {
      /** @description Accepted; the work continues in the background. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'queued';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  adminListUsers: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              country: components['schemas']['CountryCode'];
              is_admin: boolean;
              email_verified: boolean;
              country_responsibilities: components['schemas']['CountryCode'][];
              created_at: string;
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminListInquiries: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'quote' | 'consultation';
              status: string;
              customer: {
                email: string | null;
                name: string | null;
                organization: string | null;
              };
              country: components['schemas']['CountryCode'];
              bar_name: string | null;
              total_price: number | null;
              to_order_only: boolean;
              assignee: {
                id: number;
                email: string;
              } | null;
              created_at: string;
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminListBars: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              owner: {
                id: number;
                email: string;
              } | null;
              module_count: number;
              total_price: number;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminListPresets: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              type: string;
              base_module: string;
              equipment: string;
              shape: string;
              size: string;
              is_active: boolean;
              thumbnail: string | null;
              module_count: number;
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminListNotifications: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              kind: string;
              recipient_email: string;
              subject: string;
              inquiry_id: number | null;
              created_at: string;
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminListColors: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              hex: string;
              is_active: boolean;
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminListParts: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              type: string;
              name: string;
              part_numbers: string[];
              price: number;
              weight: number;
              width: number;
              height: number;
              depth: number;
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminListAssemblies: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              type: string;
              name: string;
              is_active: boolean;
              width: number;
              depth: number;
              height: number;
              height_units: number;
              thumbnail: string | null;
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminListAuditLog: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              created_at: string;
              actor: {
                id: number | null;
                email: string;
              };
              /** @enum {string} */
              record_type:
                | 'user'
                | 'color'
                | 'part'
                | 'assembly'
                | 'vehicle-class'
                | 'preset'
                | 'inquiry'
                | 'content'
                | 'embed-themes';
              record_id: string;
              /** @enum {string} */
              action: 'create' | 'update' | 'delete';
              changes: {
                [key: string]: {
                  before: unknown;
                  after: unknown;
                };
              };
            }[];
            meta: {
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminExportInquiries: {
    parameters: {
      query?: {
        page?: number;
        search?: string;
        sortBy?: string[];
        filter?: {
          [key: string]: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description UTF-8 with BOM, every inquiry the list query finds (at most 10 000), in its sort; the same query as `GET /api/inquiries-index`, `page` ignored. Cells a spreadsheet would run as a formula are quoted and start with an apostrophe. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminGetDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              new_inquiries: {
                count: number;
                latest: {
                  id: number;
                  /** @enum {string} */
                  kind: 'quote' | 'consultation';
                  status: string;
                  customer: {
                    email: string | null;
                    name: string | null;
                    organization: string | null;
                  };
                  country: components['schemas']['CountryCode'];
                  bar_name: string | null;
                  total_price: number | null;
                  to_order_only: boolean;
                  assignee: {
                    id: number;
                    email: string;
                  } | null;
                  created_at: string;
                }[];
              };
              recent_bars: {
                id: string;
                name: string;
                owner: {
                  id: number;
                  email: string;
                } | null;
                module_count: number;
                total_price: number;
                created_at: string;
                updated_at: string;
              }[];
              inquiries_by_country: {
                month: string;
                country: components['schemas']['CountryCode'];
                count: number;
              }[];
              top_presets: {
                id: number;
                name: string;
                bar_count: number;
              }[];
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  adminGetUser: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
              country_responsibilities: components['schemas']['CountryCode'][];
              addresses: {
                id: number;
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
                is_default: boolean;
                created_at: string;
                updated_at: string;
              }[];
              bars: {
                id: string;
                name: string;
                updated_at: string;
              }[];
              bars_count: number;
              inquiries: {
                id: number;
                status: string;
                created_at: string;
              }[];
              inquiries_count: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminUpdateUser: {
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
        'application/json': {
          is_admin?: boolean;
          country_responsibilities?: string[];
          given_name?: string | null;
          family_name?: string | null;
          organization?: string | null;
          country?: string;
          /** @enum {string} */
          locale?: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
          is_verified?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
              country_responsibilities: components['schemas']['CountryCode'][];
              addresses: {
                id: number;
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
                is_default: boolean;
                created_at: string;
                updated_at: string;
              }[];
              bars: {
                id: string;
                name: string;
                updated_at: string;
              }[];
              bars_count: number;
              inquiries: {
                id: number;
                status: string;
                created_at: string;
              }[];
              inquiries_count: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminResendVerificationMail: {
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
      /** @description Accepted; the work continues in the background. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  adminGetInquiry: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'quote' | 'consultation';
              status: string;
              message: string | null;
              consent_contact: boolean;
              consent_call: boolean;
              consent_newsletter: boolean;
              locale: string;
              bar_snapshot: {
                [key: string]: unknown;
              } | null;
              to_order_only: boolean;
              owned_units: number | null;
              address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              delivery_address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              contact: {
                name: string;
                email: string;
                phone: string;
                country: components['schemas']['CountryCode'];
                preferred_time: string;
                topic: string;
              } | null;
              bar_id: string | null;
              customer: {
                id: number;
                email: string;
                given_name: string | null;
                family_name: string | null;
                organization: string | null;
                addresses: {
                  id: number;
                  organization: string | null;
                  contactPerson: string | null;
                  vat_id: string | null;
                  given_name: string | null;
                  family_name: string | null;
                  phone: string | null;
                  email: string | null;
                  street: string;
                  postal_code: string;
                  city: string;
                  country: components['schemas']['CountryCode'];
                  is_default: boolean;
                  created_at: string;
                  updated_at: string;
                }[];
              } | null;
              assignee: {
                id: number;
                email: string;
                name: string | null;
              } | null;
              history: {
                id: number;
                /** @enum {string} */
                kind: 'status' | 'message' | 'note' | 'assignment' | 'live_joined' | 'live_ended';
                created_at: string;
                actor: {
                  id: number | null;
                  email: string;
                };
                body: string | null;
                from_status: string | null;
                to_status: string | null;
                assignee: {
                  id: number | null;
                  email: string;
                } | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              }[];
              live_consultation: {
                id: number;
                bar_id: string;
                inquiry_id: number;
                consultant: {
                  id: number | null;
                  email: string;
                };
                started_at: string;
                ended_at: string | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminUpdateInquiry: {
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
        'application/json': {
          /** @enum {string} */
          status: 'new' | 'in_progress' | 'quoted' | 'closed';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'quote' | 'consultation';
              status: string;
              message: string | null;
              consent_contact: boolean;
              consent_call: boolean;
              consent_newsletter: boolean;
              locale: string;
              bar_snapshot: {
                [key: string]: unknown;
              } | null;
              to_order_only: boolean;
              owned_units: number | null;
              address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              delivery_address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              contact: {
                name: string;
                email: string;
                phone: string;
                country: components['schemas']['CountryCode'];
                preferred_time: string;
                topic: string;
              } | null;
              bar_id: string | null;
              customer: {
                id: number;
                email: string;
                given_name: string | null;
                family_name: string | null;
                organization: string | null;
                addresses: {
                  id: number;
                  organization: string | null;
                  contactPerson: string | null;
                  vat_id: string | null;
                  given_name: string | null;
                  family_name: string | null;
                  phone: string | null;
                  email: string | null;
                  street: string;
                  postal_code: string;
                  city: string;
                  country: components['schemas']['CountryCode'];
                  is_default: boolean;
                  created_at: string;
                  updated_at: string;
                }[];
              } | null;
              assignee: {
                id: number;
                email: string;
                name: string | null;
              } | null;
              history: {
                id: number;
                /** @enum {string} */
                kind: 'status' | 'message' | 'note' | 'assignment' | 'live_joined' | 'live_ended';
                created_at: string;
                actor: {
                  id: number | null;
                  email: string;
                };
                body: string | null;
                from_status: string | null;
                to_status: string | null;
                assignee: {
                  id: number | null;
                  email: string;
                } | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              }[];
              live_consultation: {
                id: number;
                bar_id: string;
                inquiry_id: number;
                consultant: {
                  id: number | null;
                  email: string;
                };
                started_at: string;
                ended_at: string | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminChangeInquiry: {
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
        'application/json': {
          /** @enum {string} */
          status?: 'new' | 'in_progress' | 'quoted' | 'closed';
          assignee_id?: number | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'quote' | 'consultation';
              status: string;
              message: string | null;
              consent_contact: boolean;
              consent_call: boolean;
              consent_newsletter: boolean;
              locale: string;
              bar_snapshot: {
                [key: string]: unknown;
              } | null;
              to_order_only: boolean;
              owned_units: number | null;
              address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              delivery_address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              contact: {
                name: string;
                email: string;
                phone: string;
                country: components['schemas']['CountryCode'];
                preferred_time: string;
                topic: string;
              } | null;
              bar_id: string | null;
              customer: {
                id: number;
                email: string;
                given_name: string | null;
                family_name: string | null;
                organization: string | null;
                addresses: {
                  id: number;
                  organization: string | null;
                  contactPerson: string | null;
                  vat_id: string | null;
                  given_name: string | null;
                  family_name: string | null;
                  phone: string | null;
                  email: string | null;
                  street: string;
                  postal_code: string;
                  city: string;
                  country: components['schemas']['CountryCode'];
                  is_default: boolean;
                  created_at: string;
                  updated_at: string;
                }[];
              } | null;
              assignee: {
                id: number;
                email: string;
                name: string | null;
              } | null;
              history: {
                id: number;
                /** @enum {string} */
                kind: 'status' | 'message' | 'note' | 'assignment' | 'live_joined' | 'live_ended';
                created_at: string;
                actor: {
                  id: number | null;
                  email: string;
                };
                body: string | null;
                from_status: string | null;
                to_status: string | null;
                assignee: {
                  id: number | null;
                  email: string;
                } | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              }[];
              live_consultation: {
                id: number;
                bar_id: string;
                inquiry_id: number;
                consultant: {
                  id: number | null;
                  email: string;
                };
                started_at: string;
                ended_at: string | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminReplyToInquiry: {
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
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'quote' | 'consultation';
              status: string;
              message: string | null;
              consent_contact: boolean;
              consent_call: boolean;
              consent_newsletter: boolean;
              locale: string;
              bar_snapshot: {
                [key: string]: unknown;
              } | null;
              to_order_only: boolean;
              owned_units: number | null;
              address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              delivery_address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              contact: {
                name: string;
                email: string;
                phone: string;
                country: components['schemas']['CountryCode'];
                preferred_time: string;
                topic: string;
              } | null;
              bar_id: string | null;
              customer: {
                id: number;
                email: string;
                given_name: string | null;
                family_name: string | null;
                organization: string | null;
                addresses: {
                  id: number;
                  organization: string | null;
                  contactPerson: string | null;
                  vat_id: string | null;
                  given_name: string | null;
                  family_name: string | null;
                  phone: string | null;
                  email: string | null;
                  street: string;
                  postal_code: string;
                  city: string;
                  country: components['schemas']['CountryCode'];
                  is_default: boolean;
                  created_at: string;
                  updated_at: string;
                }[];
              } | null;
              assignee: {
                id: number;
                email: string;
                name: string | null;
              } | null;
              history: {
                id: number;
                /** @enum {string} */
                kind: 'status' | 'message' | 'note' | 'assignment' | 'live_joined' | 'live_ended';
                created_at: string;
                actor: {
                  id: number | null;
                  email: string;
                };
                body: string | null;
                from_status: string | null;
                to_status: string | null;
                assignee: {
                  id: number | null;
                  email: string;
                } | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              }[];
              live_consultation: {
                id: number;
                bar_id: string;
                inquiry_id: number;
                consultant: {
                  id: number | null;
                  email: string;
                };
                started_at: string;
                ended_at: string | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminAddInquiryNote: {
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
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'quote' | 'consultation';
              status: string;
              message: string | null;
              consent_contact: boolean;
              consent_call: boolean;
              consent_newsletter: boolean;
              locale: string;
              bar_snapshot: {
                [key: string]: unknown;
              } | null;
              to_order_only: boolean;
              owned_units: number | null;
              address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              delivery_address: {
                organization: string | null;
                contactPerson: string | null;
                vat_id: string | null;
                given_name: string | null;
                family_name: string | null;
                phone: string | null;
                email: string | null;
                street: string;
                postal_code: string;
                city: string;
                country: components['schemas']['CountryCode'];
              } | null;
              contact: {
                name: string;
                email: string;
                phone: string;
                country: components['schemas']['CountryCode'];
                preferred_time: string;
                topic: string;
              } | null;
              bar_id: string | null;
              customer: {
                id: number;
                email: string;
                given_name: string | null;
                family_name: string | null;
                organization: string | null;
                addresses: {
                  id: number;
                  organization: string | null;
                  contactPerson: string | null;
                  vat_id: string | null;
                  given_name: string | null;
                  family_name: string | null;
                  phone: string | null;
                  email: string | null;
                  street: string;
                  postal_code: string;
                  city: string;
                  country: components['schemas']['CountryCode'];
                  is_default: boolean;
                  created_at: string;
                  updated_at: string;
                }[];
              } | null;
              assignee: {
                id: number;
                email: string;
                name: string | null;
              } | null;
              history: {
                id: number;
                /** @enum {string} */
                kind: 'status' | 'message' | 'note' | 'assignment' | 'live_joined' | 'live_ended';
                created_at: string;
                actor: {
                  id: number | null;
                  email: string;
                };
                body: string | null;
                from_status: string | null;
                to_status: string | null;
                assignee: {
                  id: number | null;
                  email: string;
                } | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              }[];
              live_consultation: {
                id: number;
                bar_id: string;
                inquiry_id: number;
                consultant: {
                  id: number | null;
                  email: string;
                };
                started_at: string;
                ended_at: string | null;
                /** @enum {string|null} */
                ended_by: 'customer' | 'consultant' | 'timeout' | null;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminListInquiryAssignees: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              name: string | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  adminJoinInquiryBarLive: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              bar_id: string;
              inquiry_id: number;
              consultant: {
                id: number | null;
                email: string;
              };
              started_at: string;
              ended_at: string | null;
              /** @enum {string|null} */
              ended_by: 'customer' | 'consultant' | 'timeout' | null;
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              bar_id: string;
              inquiry_id: number;
              consultant: {
                id: number | null;
                email: string;
              };
              started_at: string;
              ended_at: string | null;
              /** @enum {string|null} */
              ended_by: 'customer' | 'consultant' | 'timeout' | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminCreateAdministrator: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          given_name: string;
          family_name: string;
          country: string;
          country_responsibilities?: string[];
          /** @enum {string} */
          locale?: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminGetColor: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              hex: string;
              is_active: boolean;
              translations: {
                [key: string]: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminUpdateColor: {
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
        'application/json': {
          code: string;
          name: string;
          hex: string;
          is_active: boolean;
          translations?: {
            en?: string | null;
            fr?: string | null;
            it?: string | null;
            es?: string | null;
            pt?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              hex: string;
              is_active: boolean;
              translations: {
                [key: string]: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminGetAssemblyUsage: {
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
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bars: number;
              presets: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      414: components['responses']['UriTooLong'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminGetContentSections: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: (
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'text';
                  value: {
                    title: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    body: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                  };
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'faq';
                  value: {
                    title: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    items: {
                      question: {
                        en?: string;
                        de?: string;
                        fr?: string;
                        it?: string;
                        es?: string;
                        pt?: string;
                      };
                      answer: {
                        en?: string;
                        de?: string;
                        fr?: string;
                        it?: string;
                        es?: string;
                        pt?: string;
                      };
                    }[];
                  };
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'video';
                  value: {
                    title: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    url: string;
                    poster: string | null;
                    description: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                  };
                }
              | {
                  id: string;
                  /** @enum {string} */
                  type: 'downloads';
                  value: {
                    title: {
                      en?: string;
                      de?: string;
                      fr?: string;
                      it?: string;
                      es?: string;
                      pt?: string;
                    };
                    items: {
                      title: {
                        en?: string;
                        de?: string;
                        fr?: string;
                        it?: string;
                        es?: string;
                        pt?: string;
                      };
                      description: {
                        en?: string;
                        de?: string;
                        fr?: string;
                        it?: string;
                        es?: string;
                        pt?: string;
                      };
                      url: string;
                      format: string;
                    }[];
                  };
                }
            )[];
            meta: {
              company_url: string | null;
              default_company_url: string;
              /** @enum {string} */
              default_locale: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt';
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  adminGetEmbedThemes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              dealer: string;
              origin: string | null;
              logo_url: string | null;
              primary_colour: string | null;
              /** @enum {string|null} */
              language: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt' | null;
            }[];
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  adminReplaceEmbedThemes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          themes: {
            dealer: string;
            origin: string | null;
            logo_url: string | null;
            primary_colour: string | null;
            /** @enum {string|null} */
            language: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt' | null;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              dealer: string;
              origin: string | null;
              logo_url: string | null;
              primary_colour: string | null;
              /** @enum {string|null} */
              language: 'de' | 'en' | 'fr' | 'it' | 'es' | 'pt' | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  adminGetEmbedSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              origins: string[];
              configurator_url: string;
            };
          };
        };
      };
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          password_confirmation: string;
          locale?: string;
          country?: components['schemas']['ProfileCountryInput'];
          given_name?: string | null;
          family_name?: string | null;
          organization?: string | null;
          vat_id?: string | null;
          street?: string | null;
          postal_code?: string | null;
          city?: string | null;
          phone?: string | null;
          contact_email?: string | null;
          bar_id?: string;
          edit_token?: string;
          /** @default true */
          remember?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          /** @default true */
          remember?: boolean;
          bar_id?: string;
          edit_token?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          email: string;
          password: string;
          password_confirmation: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
  resendVerificationMail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted; the work continues in the background. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
      429: components['responses']['Throttled'];
    };
  };
  verifyEmail: {
    parameters: {
      query: {
        expires: number;
        signature: string;
      };
      header?: never;
      path: {
        id: string;
        hash: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              email_verified_at: string | null;
              is_admin: boolean;
              locale: string;
              given_name: string | null;
              family_name: string | null;
              organization: string | null;
              vat_id: string | null;
              country: components['schemas']['CountryCode'];
              street: string | null;
              postal_code: string | null;
              city: string | null;
              phone: string | null;
              contact_email: string | null;
              pending_email: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      410: components['responses']['Gone'];
      413: components['responses']['PayloadTooLarge'];
      414: components['responses']['UriTooLong'];
      415: components['responses']['UnsupportedMediaType'];
      419: components['responses']['CsrfTokenMismatch'];
      422: components['responses']['ValidationFailed'];
    };
  };
}
