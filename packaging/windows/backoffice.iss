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
; Installs into %LOCALAPPDATA%\Programs\Back Office Desktop, adds a Start-menu entry (and a
; desktop icon if ticked) and an uninstaller (Settings > Apps). The user's data and logs
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
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=BackOfficeDesktop-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\backoffice.ico
UninstallDisplayIcon={app}\{#AppExe}
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

[InstallDelete]
; An upgrade replaces the bundle whole: files a newer build no longer has must not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
