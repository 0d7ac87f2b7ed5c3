; Inno Setup 6 script: the per-user installer of Back Office Desktop (no administrator rights).
;
; Run by packaging\windows\build.ps1, which builds the bundle first and passes:
;   /DAppVersion=0.1.0            the pyproject version (shown to the user)
;   /DAppNumericVersion=0.1.0.0   the same as four numbers (the installer's file version)
;   /DBundleDir=...\dist\backoffice   the PyInstaller one-folder bundle
;   /DOutputDir=...\dist          where BackOfficeDesktop-<version>-setup.exe goes
;   /DSignTool=backoffice         optional: the name of a sign tool given to ISCC with
;                                 /Sbackoffice="signtool.exe sign ... $f"; with it the
;                                 installer and its uninstaller are signed
;
; Installs into %LOCALAPPDATA%\Programs\BackOffice in the versions layout the app updates
; itself in (app\updates\install.py):
;   versions\<version>\   the whole bundle of each version
;   current               a directory junction to the version that starts
; The bundle goes into versions\<version> (never into the running version's folder, which is
; not touched); only once every file is there is current switched to it, the way the app
; switches (a new junction current.new, then current renamed to current.old and current.new
; to current: Windows renames no folder over another). A killed installer leaves current on
; the previous version, which still starts; the next run of the installer (or of the app)
; finishes a switch killed between its two renames. The Start-menu entry (and a desktop
; icon if ticked) start current\backoffice.exe; an uninstaller (Settings > Apps) removes
; every version, updates included. The user's data and logs
; (%LOCALAPPDATA%\BackOffice\BackOfficeDesktop) are not touched by installing, upgrading or
; uninstalling: drafts and the outbox must survive a reinstall.

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=<version> (packaging\windows\build.ps1 does)
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion "0.0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\backoffice"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#define AppName "Back Office Desktop"
#define AppExe "backoffice.exe"

[Setup]
; The AppId identifies the product to Windows across versions (upgrades, uninstall): never change it.
AppId={{8749C154-CB77-4A19-A13F-4099BBCA56CB}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=BackOffice
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductVersion={#AppNumericVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoDescription={#AppName} setup
VersionInfoCompany=BackOffice
; Per user, no elevation: {autopf} is then %LOCALAPPDATA%\Programs.
PrivilegesRequired=lowest
DefaultDirName={autopf}\BackOffice
; Never the folder of an installation made before the versions layout (it would mix both).
UsePreviousAppDir=no
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=BackOfficeDesktop-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\backoffice.ico
UninstallDisplayIcon={app}\current\{#AppExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
; An open app is closed (and reopened) by Restart Manager instead of failing on locked files.
CloseApplications=yes
RestartApplications=no
#ifdef SignTool
SignTool={#SignTool}
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}\versions\{#AppVersion}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\current\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\current\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\current\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; The versions the app installed itself are not in the uninstaller's log.
Type: filesandordirs; Name: "{app}\versions"
Type: dirifempty; Name: "{app}"

[Code]
// The same steps as app\updates\install.py's JunctionLink: keep the two in step.
const
  FILE_ATTRIBUTE_REPARSE_POINT = $400;
  INVALID_FILE_ATTRIBUTES = $FFFFFFFF;

function GetFileAttributes(lpFileName: String): DWORD;
  external 'GetFileAttributesW@kernel32.dll stdcall';

function InApp(Name: String): String;
begin
  Result := ExpandConstant('{app}\') + Name;
end;

function IsJunction(Path: String): Boolean;
var
  Attributes: DWORD;
begin
  Attributes := GetFileAttributes(Path);
  Result := (Attributes <> INVALID_FILE_ATTRIBUTES) and
    ((Attributes and FILE_ATTRIBUTE_REPARSE_POINT) <> 0);
end;

procedure Ensure(Done: Boolean; What: String);
begin
  if not Done then
    RaiseException('Could not ' + What + ' in ' + ExpandConstant('{app}'));
end;

// A switch killed between its two renames: finish it (current.new names a complete
// version); then remove the leftover junctions. RemoveDir on a junction removes the
// junction, never the folder it points at.
procedure TidyCurrent;
begin
  if not IsJunction(InApp('current')) then
  begin
    if IsJunction(InApp('current.new')) then
      Ensure(RenameFile(InApp('current.new'), InApp('current')), 'finish the switch to current.new')
    else if IsJunction(InApp('current.old')) then
      Ensure(RenameFile(InApp('current.old'), InApp('current')), 'put back current.old');
  end;
  if IsJunction(InApp('current.new')) then
    RemoveDir(InApp('current.new'));
  if IsJunction(InApp('current.old')) then
    RemoveDir(InApp('current.old'));
end;

procedure SwitchCurrentTo(Version: String);
var
  ResultCode: Integer;
begin
  TidyCurrent;
  Ensure(Exec(ExpandConstant('{cmd}'), '/c mklink /J "' + InApp('current.new') + '" "' +
    InApp('versions\' + Version) + '"', '', SW_HIDE, ewWaitUntilTerminated, ResultCode) and
    (ResultCode = 0), 'make the junction current.new');
  if IsJunction(InApp('current')) then
    Ensure(RenameFile(InApp('current'), InApp('current.old')), 'rename current to current.old');
  Ensure(RenameFile(InApp('current.new'), InApp('current')), 'rename current.new to current');
  if IsJunction(InApp('current.old')) then
    RemoveDir(InApp('current.old'));
end;

procedure CurStepChanged(CurStep: TSetupStep);
begin
  if CurStep = ssInstall then
    TidyCurrent;
  if CurStep = ssPostInstall then
    SwitchCurrentTo('{#AppVersion}');
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  // The junctions first, so that removing the versions never goes through one.
  if CurUninstallStep = usUninstall then
  begin
    if IsJunction(InApp('current')) then
      RemoveDir(InApp('current'));
    if IsJunction(InApp('current.new')) then
      RemoveDir(InApp('current.new'));
    if IsJunction(InApp('current.old')) then
      RemoveDir(InApp('current.old'));
  end;
end;
