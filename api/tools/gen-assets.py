# Generates the demo SVG illustrations under api/assets (run: python3 tools/gen-assets.py). Output is committed.
import os
out='/work/main/api/assets'
def svg(body, title, w=800, h=500):
    return f'''<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" role="img" aria-labelledby="t">
<title id="t">{title}</title>
{body}
</svg>
'''
def sky(id, top, bottom):
    return f'<defs><linearGradient id="{id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/></linearGradient></defs><rect width="800" height="500" fill="url(#{id})"/>'

def house(x,y,s,wall,roof):
    return f'<g transform="translate({x} {y}) scale({s})"><rect x="0" y="40" width="90" height="60" fill="{wall}"/><polygon points="-10,45 45,0 100,45" fill="{roof}"/><rect x="35" y="65" width="20" height="35" fill="#5b3a29"/><rect x="10" y="55" width="15" height="15" fill="#ffe9a8"/></g>'

def boat(x,y,s,hull,sail=None):
    b=f'<g transform="translate({x} {y}) scale({s})"><path d="M0 0 Q60 30 120 0 L105 -5 Q60 15 15 -5 Z" fill="{hull}"/><path d="M20 -5 Q60 10 100 -5 L95 -30 Q60 -45 25 -30 Z" fill="#f4d58d"/>'
    if sail: b+=f'<line x1="60" y1="-30" x2="60" y2="-90" stroke="#5b3a29" stroke-width="3"/><polygon points="62,-88 62,-35 100,-40" fill="{sail}"/>'
    return b+'</g>'

def waves(y,color,amp=12,op=1):
    d=f'M0 {y} '+' '.join(f'q50 {-amp} 100 0 t100 0' for _ in range(1))+''
    d=f'M0 {y} '+''.join(f'q50 {-amp} 100 0 ' if i%2==0 else f'q50 {amp} 100 0 ' for i in range(8))+f'V500 H0 Z'
    return f'<path d="{d}" fill="{color}" opacity="{op}"/>'

def person(x,y,s,shirt,skin='#c68a5a',hair='#222'):
    return f'<g transform="translate({x} {y}) scale({s})"><circle cx="0" cy="-52" r="11" fill="{skin}"/><path d="M-11 -56 q11 -14 22 0 q-11 -6 -22 0z" fill="{hair}"/><path d="M-14 -38 h28 l4 34 h-36 z" fill="{shirt}"/><rect x="-10" y="-4" width="8" height="24" fill="#3b3b58"/><rect x="2" y="-4" width="8" height="24" fill="#3b3b58"/></g>'

def sun(x,y,r,c): return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{c}"/>'
def cloud(x,y,s,c='#fff',op=.9): return f'<g transform="translate({x} {y}) scale({s})" fill="{c}" opacity="{op}"><circle cx="0" cy="0" r="30"/><circle cx="35" cy="-12" r="38"/><circle cx="75" cy="0" r="28"/><rect x="0" y="0" width="75" height="28"/></g>'
def rain(c='#cfe3f5'):
    return '<g stroke="'+c+'" stroke-width="3" stroke-linecap="round" opacity=".7">'+''.join(f'<line x1="{x}" y1="{y}" x2="{x-8}" y2="{y+22}"/>' for x,y in [(60+i*53%760, 40+(i*37)%220) for i in range(34)])+'</g>'
def palm(x,y,s,lean=0):
    return f'<g transform="translate({x} {y}) scale({s}) rotate({lean})"><path d="M0 0 q10 -80 0 -160" stroke="#6b4a2b" stroke-width="10" fill="none"/><g fill="#2f7d4f"><path d="M0 -160 q-60 -10 -90 30 q45 -25 90 -30z"/><path d="M0 -160 q60 -10 90 30 q-45 -25 -90 -30z"/><path d="M0 -160 q-40 -50 -90 -40 q50 0 90 40z"/><path d="M0 -160 q40 -50 90 -40 q-50 0 -90 40z"/></g></g>'
def label(text, color='#ffffff'):
    return f'<g><rect x="24" y="24" rx="18" width="{len(text)*11+36}" height="36" fill="#000" opacity=".28"/><text x="42" y="48" font-family="Segoe UI,Roboto,Arial,sans-serif" font-size="18" font-weight="700" fill="{color}">{text}</text></g>'

os.makedirs(out+'/campaigns',exist_ok=True)
files={}
# Flood 1: village flooded, boat delivering food
files['flood-sylhet']=svg(sky('s','#7fa9c9','#d6e6f2')+cloud(80,90,1.1,'#eef3f7')+cloud(520,70,1.3,'#e3ebf2')+rain()+
  '<path d="M0 300 Q200 250 400 290 T800 270 V500 H0Z" fill="#7f9c6d"/>'+house(90,200,1,'#e8d3b0','#a0522d')+house(560,215,0.9,'#f0dcc0','#7a3e1d')+
  waves(330,'#4f86b3',10,.95)+waves(370,'#3c6f9c',14)+boat(320,380,1.3,'#8b4b2b')+
  '<g transform="translate(380 330)"><rect x="0" y="0" width="34" height="26" fill="#f5f0e1" stroke="#b49a6a" stroke-width="2"/><rect x="40" y="4" width="30" height="22" fill="#e7d7b4" stroke="#b49a6a" stroke-width="2"/><text x="8" y="18" font-size="11" font-family="Arial" fill="#7a5a2a">RICE</text></g>'+person(365,340,0.9,'#e85d75')+label('Flood relief'),'Boat delivering food packs to a flooded village in Sylhet')
# Flood 2: rebuilding raised homes
files['flood-homes']=svg(sky('s','#ffd8a8','#fff4e0')+sun(640,110,55,'#ffb347')+cloud(120,100,0.9)+
  '<path d="M0 330 Q400 300 800 330 V500 H0Z" fill="#9cc58a"/>'+waves(400,'#6aa2c8',8,.8)+
  '<g transform="translate(180 170)"><rect x="0" y="110" width="160" height="45" fill="#a47148"/><rect x="10" y="150" width="14" height="60" fill="#6b4a2b"/><rect x="136" y="150" width="14" height="60" fill="#6b4a2b"/></g>'+house(195,190,1.45,'#f7e1b5','#5f8fa8')+
  '<g stroke="#c9a36a" stroke-width="8"><line x1="470" y1="330" x2="470" y2="200"/><line x1="600" y1="330" x2="600" y2="200"/><line x1="460" y1="205" x2="610" y2="205"/></g><polygon points="450,210 535,150 620,210" fill="#9fb7c4" opacity=".8"/>'+
  person(520,345,1,'#2f80ed')+person(640,345,1,'#f2994a','#a86b43')+label('Rebuild homes'),'Families rebuilding homes on raised plinths after the Feni flood')
# Cyclone 1: shelter with storm
files['cyclone-coast']=svg(sky('s','#3f4a63','#8a9bb3')+cloud(40,80,1.4,'#5b6780')+cloud(380,60,1.6,'#6b7791')+
  '<g fill="none" stroke="#dbe4f0" stroke-width="5" stroke-linecap="round" opacity=".7"><path d="M560 170 a60 60 0 1 1 60 60"/><path d="M590 180 a30 30 0 1 1 30 30"/></g>'+rain('#b8c7da')+
  '<path d="M0 320 H800 V500 H0Z" fill="#6f8f5e"/>'+palm(110,330,1,-12)+palm(720,330,0.8,-18)+
  '<g transform="translate(280 170)"><rect x="0" y="60" width="240" height="100" fill="#f2efe6"/><polygon points="-20,65 120,0 260,65" fill="#c0392b"/><rect x="20" y="160" width="16" height="40" fill="#7f8c8d"/><rect x="204" y="160" width="16" height="40" fill="#7f8c8d"/><rect x="95" y="95" width="50" height="65" fill="#34495e"/><rect x="30" y="85" width="40" height="30" fill="#ffe9a8"/><rect x="170" y="85" width="40" height="30" fill="#ffe9a8"/><text x="72" y="52" font-family="Arial" font-weight="700" font-size="20" fill="#fff">SHELTER</text></g>'+
  '<path d="M330 370 L300 420 H500 L470 370Z" fill="#b9a27a"/>'+person(410,415,1,'#16a085')+label('Cyclone shelter'),'A repaired cyclone shelter on the Khulna coast during a storm')
# Cyclone 2: water tank
files['cyclone-water']=svg(sky('s','#9ad0ec','#e9f6fb')+sun(120,100,45,'#ffd166')+cloud(500,90,1.1)+
  '<path d="M0 330 Q400 290 800 330 V500 H0Z" fill="#c2b280"/>'+palm(700,340,0.9,8)+
  '<g transform="translate(300 140)"><rect x="0" y="40" width="160" height="160" rx="12" fill="#2d9cdb"/><rect x="0" y="40" width="160" height="30" rx="12" fill="#2386c0"/><g stroke="#1b6fa0" stroke-width="4"><line x1="0" y1="100" x2="160" y2="100"/><line x1="0" y1="150" x2="160" y2="150"/></g><path d="M80 105 q-22 30 0 48 q22 -18 0 -48z" fill="#e8f7ff"/><rect x="150" y="170" width="40" height="10" fill="#7f8c8d"/><rect x="182" y="170" width="10" height="30" fill="#7f8c8d"/></g>'+
  '<path d="M489 340 q-6 12 0 18 q6 -6 0 -18z" fill="#56ccf2"/><ellipse cx="495" cy="395" rx="26" ry="8" fill="#56ccf2" opacity=".6"/>'+
  person(560,400,1,'#eb5757')+'<g transform="translate(600 360)"><path d="M0 0 h28 l-4 36 h-20z" fill="#27ae60"/></g>'+person(220,400,1,'#9b51e0')+label('Safe water'),'A rainwater harvesting tank giving clean water after a cyclone')
# Education 1: boat school
files['education-boat']=svg(sky('s','#bde0fe','#f1f8ff')+sun(680,90,40,'#ffcf56')+cloud(90,80,0.9)+
  waves(300,'#74b3d8',10)+waves(340,'#4f95c2',12)+
  '<g transform="translate(190 200)"><path d="M0 120 Q210 170 420 120 L400 105 Q210 140 20 105Z" fill="#8e5a32"/><rect x="40" y="30" width="340" height="80" rx="8" fill="#f7e6c4"/><path d="M30 34 Q210 -20 390 34Z" fill="#3a7d44"/><rect x="70" y="50" width="60" height="40" fill="#2c3e50"/><text x="78" y="76" font-family="Arial" font-size="14" fill="#fff">A B C</text><rect x="300" y="10" width="60" height="14" fill="#4a6fa5"/></g>'+
  person(370,300,0.8,'#e74c3c')+person(420,300,0.8,'#f39c12')+person(470,300,0.8,'#27ae60')+person(520,300,0.8,'#8e44ad','#b07a4f')+label('Boat school'),'A solar-powered boat school on a river in northern Bangladesh')
# Education 2: school kits
files['education-kits']=svg(sky('s','#ffe5ec','#fff8f0')+
  '<rect x="0" y="360" width="800" height="140" fill="#f2c79c"/>'+
  '<g transform="translate(140 170)"><rect x="0" y="30" width="170" height="190" rx="26" fill="#2f80ed"/><rect x="20" y="0" width="130" height="60" rx="30" fill="none" stroke="#1f5fb8" stroke-width="14"/><rect x="30" y="110" width="110" height="70" rx="12" fill="#1f5fb8"/><circle cx="85" cy="145" r="10" fill="#ffd166"/></g>'+
  '<g transform="translate(360 250)"><rect x="0" y="0" width="110" height="130" fill="#eb5757"/><rect x="10" y="0" width="100" height="130" fill="#fff" opacity=".15"/><text x="14" y="60" font-family="Arial" font-size="22" font-weight="700" fill="#fff">ABC</text><rect x="120" y="20" width="100" height="110" fill="#27ae60"/><text x="135" y="80" font-family="Arial" font-size="22" font-weight="700" fill="#fff">123</text></g>'+
  '<g transform="translate(600 200) rotate(30)"><rect x="0" y="0" width="18" height="150" fill="#f2c94c"/><polygon points="0,150 18,150 9,175" fill="#e0b07a"/><polygon points="5,165 13,165 9,175" fill="#333"/><rect x="0" y="-12" width="18" height="12" fill="#eb5757"/></g>'+
  person(690,420,1.1,'#56ccf2')+label('School kits'),'A school bag, books and pencils for students after the flood')
# Food 1: hot meals
files['food-meals']=svg(sky('s','#fff1d6','#ffe2b8')+
  '<rect x="0" y="330" width="800" height="170" fill="#d9a066"/>'+
  '<g transform="translate(250 180)"><ellipse cx="150" cy="150" rx="170" ry="40" fill="#7f8c8d"/><path d="M-10 150 Q150 300 310 150Z" fill="#95a5a6"/><ellipse cx="150" cy="150" rx="150" ry="30" fill="#f5f0e1"/><ellipse cx="110" cy="145" rx="60" ry="16" fill="#f4d03f"/><ellipse cx="200" cy="148" rx="55" ry="14" fill="#e67e22"/><circle cx="150" cy="140" r="14" fill="#27ae60"/></g>'+
  '<g stroke="#bbb" stroke-width="6" fill="none" stroke-linecap="round" opacity=".8"><path d="M330 150 q-15 -25 0 -50 q15 -25 0 -50"/><path d="M400 140 q-15 -25 0 -50 q15 -25 0 -50"/><path d="M470 150 q-15 -25 0 -50 q15 -25 0 -50"/></g>'+
  person(120,420,1.2,'#e74c3c')+person(680,420,1.2,'#3498db','#8d5a3b')+label('Hot meals'),'A steaming pot of rice and dal served at a community kitchen')
# Food 2: rice sacks
files['food-rice']=svg(sky('s','#d4f1c5','#f4fbef')+sun(650,100,50,'#ffd166')+
  '<path d="M0 320 Q400 280 800 320 V500 H0Z" fill="#8bbf6a"/>'+
  ''.join(f'<g transform="translate({x} {y})"><path d="M0 20 Q0 0 20 0 H90 Q110 0 110 20 V120 Q110 140 90 140 H20 Q0 140 0 120Z" fill="#f3e5c0" stroke="#c9a86a" stroke-width="3"/><path d="M15 0 Q55 -25 95 0" fill="#e3cfa0"/><text x="22" y="80" font-family="Arial" font-weight="700" font-size="{fs}" fill="#8a6d3b">{t}</text></g>' for x,y,t,fs in [(200,230,'RICE',22),(330,250,'DAL',24),(460,230,'OIL',24)])+
  boat(560,400,1,'#5d4037')+person(140,400,1.1,'#27ae60')+label('Dry rations'),'Sacks of rice, lentils and oil ready for cyclone survivors on the Bhola coast')
# Industrial 1: care
files['industrial-care']=svg(sky('s','#dfe7fd','#f6f8ff')+
  '<g fill="#b8c1d9"><rect x="40" y="150" width="180" height="200"/><rect x="60" y="100" width="30" height="60"/><rect x="120" y="80" width="30" height="80"/></g><g fill="#cfd7ea"><circle cx="75" cy="70" r="20"/><circle cx="135" cy="50" r="24"/></g>'+
  '<rect x="0" y="350" width="800" height="150" fill="#e6ecf7"/>'+
  '<g transform="translate(420 150)"><rect x="0" y="0" width="220" height="200" rx="18" fill="#fff" stroke="#d0d7e6" stroke-width="4"/><rect x="90" y="40" width="40" height="120" fill="#eb5757"/><rect x="50" y="80" width="120" height="40" fill="#eb5757"/></g>'+
  '<path d="M250 330 q40 -60 80 0 q40 -60 80 0 l-80 80z" fill="#e85d75" transform="translate(-10 0) scale(1)"/>'+
  person(300,450,1.2,'#f2994a')+person(700,450,1.2,'#ffffff','#c68a5a','#333')+label('Worker support'),'Medical care and support for injured garment workers')
# Industrial 2: relief
files['industrial-relief']=svg(sky('s','#ffd1b3','#fff0e6')+
  '<g fill="#9aa5b1"><rect x="420" y="180" width="130" height="60" fill="#e67e22"/><rect x="420" y="240" width="130" height="60" fill="#2980b9"/><rect x="560" y="240" width="130" height="60" fill="#16a085"/><rect x="560" y="180" width="130" height="60" fill="#c0392b"/></g>'+
  '<g fill="#cfcfcf" opacity=".8"><circle cx="520" cy="140" r="30"/><circle cx="560" cy="110" r="38"/><circle cx="610" cy="130" r="28"/></g>'+
  '<rect x="0" y="300" width="800" height="200" fill="#b0a999"/>'+
  '<g transform="translate(90 250)"><rect x="0" y="0" width="230" height="90" rx="10" fill="#fff"/><rect x="230" y="30" width="70" height="60" rx="8" fill="#fff"/><rect x="245" y="40" width="40" height="25" fill="#a5d8ff"/><rect x="90" y="20" width="16" height="50" fill="#eb5757"/><rect x="73" y="37" width="50" height="16" fill="#eb5757"/><circle cx="50" cy="95" r="20" fill="#333"/><circle cx="240" cy="95" r="20" fill="#333"/></g>'+
  person(420,430,1.2,'#f1c40f')+person(480,430,1.2,'#e74c3c')+label('Emergency relief'),'An ambulance and rescue workers at the Sitakunda container depot')

for k,v in files.items():
    open(f'{out}/campaigns/{k}.svg','w').write(v)

# avatars
os.makedirs(out+'/volunteers',exist_ok=True); os.makedirs(out+'/avatars',exist_ok=True)
def avatar(initials,bg,shirt,skin,hair,hijab=False):
    head=f'<circle cx="80" cy="68" r="28" fill="{skin}"/>'
    h = f'<path d="M46 74 Q44 32 80 30 Q116 32 114 74 Q110 50 80 48 Q50 50 46 74Z" fill="{hair}"/>' if not hijab else f'<path d="M44 80 Q40 28 80 26 Q120 28 116 80 L118 110 H42Z" fill="{hair}"/><circle cx="80" cy="70" r="24" fill="{skin}"/>'
    return f'''<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" role="img" aria-label="{initials}">
<rect width="160" height="160" rx="80" fill="{bg}"/>
<path d="M28 160 Q30 112 80 108 Q130 112 132 160Z" fill="{shirt}"/>
{head if not hijab else ''}{h}
<text x="80" y="148" text-anchor="middle" font-family="Segoe UI,Roboto,Arial,sans-serif" font-size="20" font-weight="700" fill="#fff" opacity=".9">{initials}</text>
</svg>
'''
vols={'arif':('AM','#4f86b3','#2f5d8a','#c68a5a','#222',False),'sumaiya':('SB','#e85d75','#b83b55','#d9a27a','#6d2e46',True),'tanvir':('TA','#27ae60','#1e8449','#b57a50','#1b1b1b',False),'maliha':('MR','#9b51e0','#6c2eb9','#e0b08a','#2d3142',True),'rashed':('RK','#f2994a','#c0661b','#a86b43','#111',False),'nadia':('NI','#2d9cdb','#1b6fa0','#d9a27a','#3d1f0f',False)}
for k,a in vols.items(): open(f'{out}/volunteers/{k}.svg','w').write(avatar(*a))
open(f'{out}/avatars/default.svg','w').write('''<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" role="img" aria-label="Avatar">
<rect width="160" height="160" rx="80" fill="#dfe6ee"/>
<circle cx="80" cy="64" r="30" fill="#9fb0c3"/>
<path d="M26 160 Q30 104 80 102 Q130 104 134 160Z" fill="#9fb0c3"/>
</svg>
''')
